import type { Page } from '@playwright/test'
import type { Figure, Measurement, ServerContext } from '../../harness/measurement'
import { median } from '../../harness/stats'
import { contentPainted, watchContent, type ContentTimes, type PaintTarget } from './content-paint'
import type { Device } from './devices'
import type { InteractionTiming } from './event-timing'
import { floorOf, overFloor } from './floor'
import { consoleSignIn } from './console-session'
import { signedInPage, type PageSignIn } from './interaction-page'
import { timedInteraction } from './interaction'
import { registerPlayer, signIn } from './player'
import { settled } from './settle'
import { recordTrace } from './trace'
import { traceSummary } from './trace-summary'

/**
 * Issue 27's budgets above the floor (a tap on a one-button page, same run, same screen): what
 * changes in place (a toggle, a menu, a dialog) answers within 40 ms of it; a new main content (a
 * category, the game, a route) shows something (the pressed link, a skeleton) within 40 ms and
 * itself within 140 ms.
 */
export const IN_PLACE_MS = 40
export const MAIN_CONTENT_MS = 140

/** Each tap of an action goes through `timed`; a run counts its longest. */
export type Timed = (tap: () => Promise<void>) => Promise<void>

/** One row of the interactions table: where the player is, what they tap, and for a new screen what shows it. */
export interface InteractionRow {
  /** 'favourite toggle': the figure's name and what --only matches. */
  readonly name: string
  /** Where it stands in the table. */
  readonly order: number
  readonly devices: readonly Device[]
  /** Who taps: a new player (left out), or the console's operator (`start` is then a console path). */
  readonly as?: 'operator'
  /** The path the signed-in player is on; `ready` waits for its content, then the page settles. */
  readonly start: string
  readonly ready: (page: Page) => Promise<void>
  /** Before the timed taps, not timed: opening the search box, say. */
  readonly prepare?: (page: Page) => Promise<void>
  readonly act: (page: Page, timed: Timed) => Promise<void>
  /** A change of the main content: what shows it, looked up once through the API. */
  readonly content?: (baseUrl: string) => Promise<Content>
}

/** The new main content: its name in the figure ('the first Slots card') and what to watch for. */
export interface Content {
  readonly label: string
  readonly target: PaintTarget
  /** A dialog over the screen rather than a new screen: held to the in-place budget. */
  readonly inPlace?: boolean
}

interface Run {
  readonly longest: InteractionTiming
  readonly content: ContentTimes | null
}

async function oneRun(
  ctx: ServerContext,
  row: InteractionRow,
  device: Device,
  signIn: PageSignIn,
  content: Content | null,
  traceLabel?: string,
) {
  const { page, cdp, close } = await signedInPage(ctx, device, signIn, row.start)
  try {
    await row.ready(page)
    await settled(page)
    if (row.prepare) {
      await row.prepare(page)
      await settled(page)
    }
    if (content !== null) await page.evaluate(watchContent, content.target)
    const trace = traceLabel === undefined ? null : await recordTrace(cdp, { samples: ctx.settings.profile })
    const taps: InteractionTiming[] = []
    await row.act(page, async (tap) => void taps.push(await timedInteraction(page, tap)))
    const painted = content === null ? null : await contentPainted(page)
    const events = await trace?.stop(traceLabel)
    const longest = [...taps].sort((a, b) => b.duration - a.duration)[0]
    if (longest === undefined) throw new Error(`${row.name}: the action made no timed tap`)
    return { run: { longest, content: painted } satisfies Run, summary: events ? traceSummary(events, longest) : null }
  } finally {
    await close()
  }
}

const parts = (t: InteractionTiming) =>
  `${t.duration} ms: input delay ${t.inputDelay.toFixed(1)}, handlers ${t.processing.toFixed(1)}, to the paint ${t.presentation.toFixed(1)} (${t.entries.map((e) => e.name).join(', ')})`

async function figuresOn(
  ctx: ServerContext,
  row: InteractionRow,
  device: Device,
  signIn: PageSignIn,
  content: Content | null,
): Promise<Figure[]> {
  const floor = await floorOf(ctx, device)
  const runs: Run[] = []
  for (let n = 1; n <= ctx.settings.browserRuns; n += 1) {
    const { run } = await oneRun(ctx, row, device, signIn, content)
    runs.push(run)
    ctx.progress(
      `  ${row.name} ${device.name} run ${n}: ${parts(run.longest)}${run.content === null ? '' : `; content ${Math.round(run.content.painted)} ms (in the document at ${Math.round(run.content.inDocument)})`}`,
    )
  }
  const traced = ctx.settings.trace ? (await oneRun(ctx, row, device, signIn, content, `${row.name}-${device.name}`)).summary : null
  const notes = { device: device.name, floorMs: median(floor.tap), runs: runs.map((r) => parts(r.longest)), ...(traced ? { traced } : {}) }
  const tap = content === null ? 'tap → next paint' : 'tap → something painted'
  const figures: Figure[] = [
    {
      figure: `${row.name} (${device.name}): ${tap}`,
      unit: 'ms',
      runs: runs.map((r) => r.longest.duration),
      budget: { at: 'most', value: overFloor(floor.tap, IN_PLACE_MS), rule: `floor + ${IN_PLACE_MS} ms` },
      notes,
    },
  ]
  const contentMs = content?.inPlace === true ? IN_PLACE_MS : MAIN_CONTENT_MS
  if (content !== null)
    figures.push({
      figure: `${row.name} (${device.name}): tap → ${content.label} painted`,
      unit: 'ms',
      runs: runs.map((r) => r.content!.painted),
      budget: { at: 'most', value: overFloor(floor.tap, contentMs), rule: `floor + ${contentMs} ms` },
      notes: {
        device: device.name,
        floorMs: median(floor.tap),
        target: content.target,
        inDocumentMs: runs.map((r) => Math.round(r.content!.inDocument)),
      },
    })
  return figures
}

/** A new player's session, or the console's operator's (made before the server started). */
async function whoTaps(ctx: ServerContext, row: InteractionRow): Promise<PageSignIn> {
  if (row.as !== 'operator') {
    const player = await registerPlayer(ctx.baseUrl)
    return (page) => signIn(page, player)
  }
  const operator = ctx.operator
  if (operator === null) throw new Error(`${row.name}: the run made no operator (the measurement needs operator: true)`)
  return (page) => consoleSignIn(page, ctx.baseUrl, operator)
}

/**
 * A *.measure.ts file's Measurement for one row: per screen size, five fresh signed-in pages
 * (a new player's first tap, on the slow CPU), each tap's longest Event Timing entry (and for a
 * new main content, the click until it is painted), against this run's floor. The row stays on
 * it, for tools that replay a row (a profile of its tap, say).
 */
export const interactionMeasurement = (row: InteractionRow): Measurement & { readonly row: InteractionRow } => ({
  row,
  name: `interaction: ${row.name}`,
  order: row.order,
  needs: 'server',
  catalogue: 'large',
  operator: row.as === 'operator',
  engines: ['pglite'],
  measure: async (ctx) => {
    const signInAs = await whoTaps(ctx, row)
    const content = row.content === undefined ? null : await row.content(ctx.baseUrl)
    const figures: Figure[] = []
    for (const device of row.devices) figures.push(...(await figuresOn(ctx, row, device, signInAs, content)))
    return figures
  },
})
