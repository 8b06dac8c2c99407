import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', '..', '..', 'fixtures', 'providers')

/** A provider's documented example object (tests/fixtures/providers/<provider>/<name>.json), parsed afresh each time. */
export const documentedExample = (provider: 'speed' | 'nowpayments', name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, provider, `${name}.json`), 'utf8')) as Record<string, unknown>

/** The page each example was copied from (sources.json beside it). */
export const documentedSources = (provider: 'speed' | 'nowpayments'): Record<string, { readonly page: string; readonly note?: string }> =>
  JSON.parse(readFileSync(join(ROOT, provider, 'sources.json'), 'utf8')) as Record<string, { readonly page: string }>
