import type { Measurement } from '../harness/measurement'
import { lcpFigures } from './support/lcp-figure'

/** The login form as a visitor first opens it, on the slow phone. */
const login: Measurement = {
  name: 'browser: /login LCP',
  order: 30,
  needs: 'server',
  catalogue: 'standard',
  engines: ['pglite'],
  measure: (ctx) => lcpFigures(ctx, '/login'),
}

export default login
