import type { Measurement } from '../harness/measurement'
import { coldLoads } from './support/cold-load'
import { PHONE } from './support/devices'

const KB = 1024

/** The landing page, a visitor's first visit on the slow phone: JavaScript downloaded, LCP, CLS, paints. */
const landing: Measurement = {
  name: 'browser: landing /',
  order: 10,
  needs: 'server',
  catalogue: 'standard',
  engines: ['pglite'],
  measure: async (ctx) => {
    const loads = await coldLoads(ctx, '/', PHONE)
    const last = loads.at(-1)!
    const scriptNotes = {
      device: PHONE.name,
      files: last.scripts.map((s) => `${s.url} ${(s.transferBytes / KB).toFixed(1)} KB ${s.encoding}`),
    }
    return [
      {
        figure: 'landing /: JavaScript transferred',
        unit: 'KB',
        runs: loads.map((l) => sum(l.scripts.map((s) => s.transferBytes)) / KB),
        budget: { at: 'most', value: 120 },
        notes: scriptNotes,
      },
      { figure: 'landing /: JavaScript files', unit: 'files', runs: loads.map((l) => l.scripts.length) },
      { figure: 'landing /: first paint', unit: 'ms', runs: loads.map((l) => l.firstPaint) },
      { figure: 'landing /: first contentful paint', unit: 'ms', runs: loads.map((l) => l.firstContentfulPaint) },
      {
        figure: 'landing /: LCP',
        unit: 'ms',
        runs: loads.map((l) => l.lcp),
        budget: { at: 'most', value: 1200 },
        notes: { device: PHONE.name, elements: loads.map((l) => l.lcpElement) },
      },
      {
        figure: 'landing /: CLS',
        unit: 'score',
        runs: loads.map((l) => l.cls),
        budget: { at: 'most', value: 0.02 },
        notes: { shifted: last.shiftSources },
      },
    ]
  },
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0)

export default landing
