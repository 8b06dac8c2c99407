import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeLoadProfile } from '../../../src/core/profile/load-profile.use-case'
import { BRAZIL, fakeProfileGateway, INDIA, PROFILE } from '../../fakes/fake-profile-gateway'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (answers: Parameters<typeof fakeProfileGateway>[0]) => {
  const gw = fakeProfileGateway(answers)
  const log = recordingLogger()
  return { load: makeLoadProfile({ profiles: gw.gateway, logger: log.logger }), gw, log }
}

describe('loading the profile screen', () => {
  it('reads the countries first, then the profile', async () => {
    const { load, gw } = setup({ countries: () => TE.right([INDIA, BRAZIL]), profile: () => TE.right(PROFILE) })
    await load()()
    expect(gw.calls.map((c) => c.method)).toEqual(['countries', 'profile'])
  })

  it("selects the profile's country", async () => {
    const { load } = setup({ countries: () => TE.right([INDIA, BRAZIL]), profile: () => TE.right(PROFILE) })
    expect(await load()()).toEqual({ _tag: 'Right', right: { countries: [INDIA, BRAZIL], selectedCountry: BRAZIL, profile: PROFILE } })
  })

  it('selects India when the profile names no country', async () => {
    const { load } = setup({ countries: () => TE.right([BRAZIL, INDIA]), profile: () => TE.right({ ...PROFILE, countryId: null }) })
    const result = await load()()
    expect(result._tag === 'Right' && result.right.selectedCountry).toEqual(INDIA)
  })

  it('selects India when the profile names a country not on the list', async () => {
    const { load } = setup({ countries: () => TE.right([BRAZIL, INDIA]), profile: () => TE.right({ ...PROFILE, countryId: 7 }) })
    const result = await load()()
    expect(result._tag === 'Right' && result.right.selectedCountry).toEqual(INDIA)
  })

  it('only logs a failed country list and still reads the profile', async () => {
    const { load, log } = setup({ countries: () => TE.left({ _tag: 'Offline' }), profile: () => TE.right(PROFILE) })
    expect(await load()()).toEqual({ _tag: 'Right', right: { countries: [], selectedCountry: null, profile: PROFILE } })
    expect(log.errors).toEqual([{ message: 'Error fetching countries', detail: { _tag: 'Offline' } }])
  })

  it('only logs a failed profile read and keeps the countries, India selected', async () => {
    const { load, log } = setup({ countries: () => TE.right([INDIA, BRAZIL]), profile: () => TE.left({ _tag: 'Unexpected', status: 500 }) })
    expect(await load()()).toEqual({ _tag: 'Right', right: { countries: [INDIA, BRAZIL], selectedCountry: INDIA, profile: null } })
    expect(log.errors).toEqual([{ message: 'Error fetching profile', detail: { _tag: 'Unexpected', status: 500 } }])
  })
})
