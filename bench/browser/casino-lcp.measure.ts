import type { Measurement } from '../harness/measurement'
import { lcpFigures } from './support/lcp-figure'

/** The lobby as a visitor first opens it, on the slow phone. */
const casino: Measurement = {
  name: 'browser: /casino LCP',
  order: 20,
  needs: 'server',
  catalogue: 'standard',
  engines: ['pglite'],
  measure: (ctx) => lcpFigures(ctx, '/casino'),
}

export default casino
