import * as TE from 'fp-ts/TaskEither'
import type { Country } from '../../src/core/profile/country'
import type { Profile } from '../../src/core/profile/profile'
import type { ProfileGateway } from '../../src/core/profile/profile-gateway.port'
import { notCalled } from './not-called'

export const INDIA: Country = { id: 99, name: 'India', phoneCode: '91', iso2: 'IN' }
export const BRAZIL: Country = { id: 30, name: 'Brazil', phoneCode: '55', iso2: 'BR' }
export const ALAND: Country = { id: 2, name: 'Åland Islands', phoneCode: '358', iso2: 'AX' }

export const PROFILE: Profile = {
  fullName: 'Ana Lima',
  username: 'analima',
  email: 'ana@example.com',
  phoneNumber: '+5511987654321',
  dob: '1990-04-12',
  state: 'SP',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
  zipcode: '01305-000',
  countryId: 30,
}

/** A ProfileGateway answering as the test says; it records the order of calls and their payloads. */
export function fakeProfileGateway(answers: Partial<ProfileGateway>) {
  const calls: Array<{ readonly method: keyof ProfileGateway; readonly arg?: unknown }> = []
  const gateway: ProfileGateway = {
    countries: () => {
      calls.push({ method: 'countries' })
      return (answers.countries ?? notCalled('countries'))()
    },
    profile: () => {
      calls.push({ method: 'profile' })
      return (answers.profile ?? notCalled('profile'))()
    },
    saveProfile: (p) => {
      calls.push({ method: 'saveProfile', arg: p })
      return (answers.saveProfile ?? notCalled('saveProfile'))(p)
    },
    changePassword: (c) => {
      calls.push({ method: 'changePassword', arg: c })
      return (answers.changePassword ?? notCalled('changePassword'))(c)
    },
  }
  return { gateway, calls }
}

export const ok = () => TE.right(undefined)
