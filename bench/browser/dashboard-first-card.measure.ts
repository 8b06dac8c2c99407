import type { Measurement } from '../harness/measurement'
import { firstGameName } from '../stack/catalogue-api'
import { PHONE } from './support/devices'
import { cardMarks, watchFirstCard, type CardTarget } from './support/first-card'
import { registerPlayer, signIn } from './support/player'
import { requestsBetween } from './support/requests-between'
import { shotOf } from './support/shots'
import { throttledPage } from './support/throttled-page'

/**
 * A signed-in player opens /dashboard on the slow phone, 5,066 games in the catalogue: the time
 * from the navigation's start until the first game card is painted on screen (and, for the
 * record, until its thumbnail is).
 */
const dashboard: Measurement = {
  name: 'browser: /dashboard first card',
  order: 40,
  needs: 'server',
  catalogue: 'large',
  engines: ['pglite'],
  measure: async (ctx) => {
    const player = await registerPlayer(ctx.baseUrl)
    const target: CardTarget = { key: 'lobby', heading: 'All Games', game: await firstGameName(ctx.baseUrl, '/api/games') }
    const painted: number[] = []
    const thumbnails: number[] = []
    let requests: string[] = []
    for (let run = 1; run <= ctx.settings.browserRuns; run += 1) {
      const { page, close } = await throttledPage(await ctx.browser(), PHONE)
      try {
        await signIn(page, player)
        await page.addInitScript(watchFirstCard, { target, fromClick: false })
        await page.goto(`${ctx.baseUrl}/dashboard`, { waitUntil: 'commit' })
        const marks = await cardMarks(page, target)
        if (ctx.settings.shots) await shotOf(page, `dashboard-run${run}`)
        painted.push(marks.painted)
        thumbnails.push(marks.thumbnail)
        requests = await requestsBetween(page, 0, marks.painted)
        ctx.progress(`  /dashboard run ${run}: first card ${Math.round(marks.painted)} ms, its thumbnail ${Math.round(marks.thumbnail)} ms`)
      } finally {
        await close()
      }
    }
    const games = (await (await fetch(`${ctx.baseUrl}/api/games?page=1&per_page=1`)).headers.get('x-total-count')) ?? '?'
    const notes = { device: PHONE.name, games: Number(games), firstCard: target.game, lastRunRequests: requests }
    return [
      {
        figure: `/dashboard: first game card painted (${games} games)`,
        unit: 'ms',
        runs: painted,
        budget: { at: 'most', value: 1500 },
        notes,
      },
      { figure: "/dashboard: first card's thumbnail painted", unit: 'ms', runs: thumbnails },
    ]
  },
}

export default dashboard
