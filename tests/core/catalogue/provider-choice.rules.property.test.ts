import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  normaliseChoice,
  providersButtonLabel,
  providersInQuery,
  queryWithProviders,
} from '../../../src/core/catalogue/provider-choice.rules'
import { PROVIDERS } from '../../../src/core/catalogue/providers'

const slug = fc.constantFrom(...PROVIDERS.map((p) => p.slug))
const anySlug = fc.oneof(slug, fc.string({ maxLength: 12 }))
const otherParam = fc.record({ key: fc.constantFrom('q', 'page', 'sort'), value: fc.string({ maxLength: 10 }) })

describe('the provider choice in the URL', () => {
  test.prop([fc.array(anySlug, { maxLength: 20 })])('reads back what it wrote, known providers once each, in catalogue order', (slugs) => {
    const chosen = providersInQuery(queryWithProviders('', slugs))
    expect(chosen).toEqual(normaliseChoice(slugs))
    expect(new Set(chosen).size).toBe(chosen.length)
    expect(chosen.every((s) => PROVIDERS.some((p) => p.slug === s))).toBe(true)
  })

  test.prop([fc.array(otherParam, { maxLength: 3 }), fc.array(slug, { maxLength: 5 })])('keeps every other parameter', (params, slugs) => {
    const search = new URLSearchParams(params.map((p) => [p.key, p.value])).toString()
    const written = new URLSearchParams(queryWithProviders(search, slugs))
    for (const key of new Set(params.map((p) => p.key))) expect(written.getAll(key)).toEqual(new URLSearchParams(search).getAll(key))
  })

  it('drops the parameter when nothing is chosen, and writes plain commas', () => {
    expect(queryWithProviders('?providers=starfen&q=egypt', [])).toBe('?q=egypt')
    expect(queryWithProviders('', ['oakvault', 'starfen'])).toBe('?providers=starfen,oakvault')
    expect(providersInQuery('?providers=nobody,,STARFEN,oakvault')).toEqual(['oakvault'])
  })

  it('labels the button by how many are chosen', () => {
    expect(providersButtonLabel([])).toBe('All Providers')
    expect(providersButtonLabel(['starfen'])).toBe('1 Provider')
    expect(providersButtonLabel(['starfen', 'oakvault'])).toBe('2 Providers')
  })
})
