import type { Figure, ServerContext } from '../../harness/measurement'
import { coldLoads } from './cold-load'
import { PHONE } from './devices'

/** A page's LCP on a visitor's first visit on the slow phone, against issue 12's 1.2 s, and its CLS for the record. */
export async function lcpFigures(ctx: ServerContext, path: string): Promise<readonly Figure[]> {
  const loads = await coldLoads(ctx, path, PHONE)
  return [
    {
      figure: `${path}: LCP`,
      unit: 'ms',
      runs: loads.map((l) => l.lcp),
      budget: { at: 'most', value: 1200 },
      notes: { device: PHONE.name, elements: loads.map((l) => l.lcpElement) },
    },
    { figure: `${path}: CLS`, unit: 'score', runs: loads.map((l) => l.cls), notes: { shifted: loads.at(-1)!.shiftSources } },
  ]
}
