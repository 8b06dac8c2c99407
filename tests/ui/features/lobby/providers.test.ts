import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { SEED_PROVIDERS } from '../../../../server/catalogue/seed-catalogue'
import { PROVIDERS, providerName } from '../../../../src/core/catalogue/providers'

it('the carousel lists the twelve seeded studios, each with its logo on disk', () => {
  expect(PROVIDERS.map(({ slug, name, logo }) => ({ slug, name, logo }))).toEqual(
    SEED_PROVIDERS.map(({ slug, name, logo }) => ({ slug, name, logo })),
  )
  for (const p of PROVIDERS) expect(existsSync(join('public', p.logo))).toBe(true)
})

it('names a studio from its slug or its name', () => {
  expect(providerName('ember-owl')).toBe('Ember Owl')
  expect(providerName('Ember Owl')).toBe('Ember Owl')
})
