import type { Measurement } from '../harness/measurement'
import { firstGameName, sidebarCategories } from '../stack/catalogue-api'
import { DESKTOP } from './support/devices'
import { cardMarks, watchFirstCard, type CardTarget } from './support/first-card'
import { registerPlayer, signIn } from './support/player'
import { requestsBetween } from './support/requests-between'
import { shotOf } from './support/shots'
import { throttledPage } from './support/throttled-page'

const firstCard = async (baseUrl: string, key: string, category: { id: number; name: string }): Promise<CardTarget> => ({
  key,
  heading: category.name,
  game: await firstGameName(baseUrl, `/api/games/category/${category.id}?page=1&per_page=1`),
})

/**
 * A signed-in player on a settled category page (desktop, where the sidebar shows, on the slow
 * CPU and network) clicks the largest category in the sidebar: from the click's event time until
 * that category's own first card is painted.
 */
const categorySwitch: Measurement = {
  name: 'browser: sidebar category switch',
  order: 50,
  needs: 'server',
  catalogue: 'large',
  engines: ['pglite'],
  measure: async (ctx) => {
    const categories = await sidebarCategories(ctx.baseUrl)
    const to = [...categories].sort((a, b) => b.games - a.games)[0]!
    const from = categories.find((c) => c.id !== to.id)!
    const [origin, target] = await Promise.all([firstCard(ctx.baseUrl, 'from', from), firstCard(ctx.baseUrl, 'to', to)])
    const player = await registerPlayer(ctx.baseUrl)
    const runs: number[] = []
    let requests: string[] = []
    for (let run = 1; run <= ctx.settings.browserRuns; run += 1) {
      const { page, close } = await throttledPage(await ctx.browser(), DESKTOP)
      try {
        await signIn(page, player)
        await page.addInitScript(watchFirstCard, { target: origin, fromClick: false })
        await page.goto(`${ctx.baseUrl}/category/${from.id}`)
        await cardMarks(page, origin)
        await page.waitForLoadState('networkidle')
        await page.evaluate(watchFirstCard, { target, fromClick: true })
        await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: to.name, exact: true }).click()
        const marks = await cardMarks(page, target)
        if (ctx.settings.shots) await shotOf(page, `category-switch-run${run}`)
        runs.push(marks.painted - marks.clickAt!)
        requests = await requestsBetween(page, marks.clickAt!, marks.painted)
        ctx.progress(`  ${from.name} → ${to.name} run ${run}: ${Math.round(marks.painted - marks.clickAt!)} ms`)
      } finally {
        await close()
      }
    }
    return [
      {
        figure: `sidebar category switch: click → first card (${to.name}, ${to.games} games)`,
        unit: 'ms',
        runs,
        budget: { at: 'most', value: 150 },
        notes: {
          device: DESKTOP.name,
          from: `${from.name} (${from.games} games)`,
          to: `${to.name} (${to.games} games)`,
          firstCard: target.game,
          lastRunRequests: requests,
        },
      },
    ]
  },
}

export default categorySwitch
