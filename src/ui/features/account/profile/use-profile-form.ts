import { useReducer } from 'react'
import { countryPicker, countryPickerReducer } from '../../../../core/profile/country-picker.model'
import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import { composePhoneNumber, nationalPart } from '../../../../core/profile/phone-entry.rules'
import type { Profile } from '../../../../core/profile/profile'
import { parseProfile, type ProfileInput } from '../../../../core/profile/profile.rules'
import { PROFILE_SAVE_MESSAGES, type SaveProfileError } from '../../../../core/profile/save-profile.use-case'
import { assertNever } from '../../../../core/shared/assert-never'
import type { Notifier } from '../../../../core/shared/notifier.port'
import { useDependency } from '../../../di/container-context'
import { ruleErrors, ruleMessages, serverErrors, type FieldErrors } from '../../../forms/field-errors'
import { useForm } from '../../../forms/use-form'
import { accountArea } from '../../../../composition/areas/account.area'

type ProfileValues = Omit<Profile, 'countryId'>
export type ProfileValueField = keyof ProfileValues
type ProfileMessageField = keyof ProfileInput

const EMPTY: ProfileValues = {
  fullName: '',
  username: '',
  email: '',
  phoneNumber: '',
  dob: '',
  state: '',
  city: '',
  address: '',
  zipcode: '',
}

const fieldErrors = (error: SaveProfileError): FieldErrors<ProfileMessageField> => {
  switch (error._tag) {
    case 'InvalidForm':
      return ruleErrors(error.errors)
    case 'ProfileNotSaved':
      return serverErrors(error.error)
    default:
      return assertNever(error)
  }
}

/**
 * A saved profile and a failed save are toasted; a form its rules refused is not
 * (docs/product/rules.md#profile).
 */
const announceRefusal = (notifier: Notifier, error: SaveProfileError): void => {
  switch (error._tag) {
    case 'InvalidForm':
      return
    case 'ProfileNotSaved':
      return notifier.error(PROFILE_SAVE_MESSAGES.failed)
    default:
      return assertNever(error)
  }
}

/**
 * The personal details form: the loaded profile, the phone widget's country, and messages under
 * the fields (the rule's, then the server's 422). The phone field holds the national part; the
 * number is composed with the chosen country's code when checked and sent.
 */
export function useProfileForm(screen: ProfileScreen) {
  const saveProfile = useDependency('SaveProfile', accountArea)
  const notifier = useDependency('Notifier')
  const [picker, dispatch] = useReducer(countryPickerReducer, screen, (s) => ({
    ...countryPicker(s.selectedCountry),
    // Without the country list the profile's own country is kept rather than cleared.
    countryId: s.selectedCountry?.id ?? s.profile?.countryId ?? null,
  }))
  const country = screen.countries.find((c) => c.id === picker.countryId) ?? null
  const inputOf = (v: ProfileValues): ProfileInput => ({
    ...v,
    phoneNumber: composePhoneNumber(country, v.phoneNumber),
    countryId: picker.countryId,
  })
  const form = useForm({
    initial: (): ProfileValues => {
      const { countryId: _, ...loaded } = screen.profile ?? { ...EMPTY, countryId: null }
      return { ...loaded, phoneNumber: nationalPart(screen.selectedCountry, loaded.phoneNumber) }
    },
    check: (values: ProfileValues): Partial<Record<ProfileMessageField, string>> => ruleMessages(parseProfile(inputOf(values))),
    run: (values) => saveProfile(inputOf(values)),
    fieldErrors,
    accepted: (saved) => () => {
      const { countryId: _, ...kept } = saved
      return { ...kept, phoneNumber: nationalPart(country, saved.phoneNumber) }
    },
    done: () => notifier.success(PROFILE_SAVE_MESSAGES.saved),
    refused: (error) => announceRefusal(notifier, error),
  })
  return { ...form, picker, dispatch, country }
}
