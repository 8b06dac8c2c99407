import * as E from 'fp-ts/Either'
import { useCallback, useReducer, useRef, useState, type FormEvent } from 'react'
import { countryPicker, countryPickerReducer } from '../../../../core/profile/country-picker.model'
import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import { composePhoneNumber, nationalPart } from '../../../../core/profile/phone-entry.rules'
import type { Profile } from '../../../../core/profile/profile'
import { parseProfile, type ProfileInput } from '../../../../core/profile/profile.rules'
import { useDependency } from '../../../di/container-context'
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from './field-errors'

export type ProfileValues = Omit<Profile, 'country_id'>
export type ProfileValueField = keyof ProfileValues

const EMPTY: ProfileValues = {
  full_name: '',
  username: '',
  email: '',
  phone_number: '',
  dob: '',
  state: '',
  city: '',
  address: '',
  zipcode: '',
}

const clientErrors = (input: ProfileInput): FieldErrors =>
  E.match(
    (e: { errors: FieldErrors }) => e.errors,
    () => ({}),
  )(parseProfile(input))

/**
 * The personal details form: the loaded profile, the phone widget's country, messages under the
 * fields (the rule's, then the server's 422) and no form-level toast (docs/product/rules.md#profile).
 * The use case toasts the outcome of a save.
 */
export function useProfileForm(screen: ProfileScreen) {
  const saveProfile = useDependency('SaveProfile')
  const formRef = useRef<HTMLFormElement | null>(null)
  const [picker, dispatch] = useReducer(countryPickerReducer, screen, (s) => ({
    ...countryPicker(s.selectedCountry),
    // Without the country list the profile's own country is kept rather than cleared.
    countryId: s.selectedCountry?.id ?? s.profile?.country_id ?? null,
  }))
  const country = screen.countries.find((c) => c.id === picker.countryId) ?? null
  const [values, setValues] = useState<ProfileValues>(() => {
    const { country_id: _, ...loaded } = screen.profile ?? { ...EMPTY, country_id: null }
    return { ...loaded, phone_number: nationalPart(screen.selectedCountry, loaded.phone_number) }
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const inputOf = useCallback(
    (v: ProfileValues): ProfileInput => ({ ...v, phone_number: composePhoneNumber(country, v.phone_number), country_id: picker.countryId }),
    [country, picker.countryId],
  )

  const change = useCallback(
    (field: ProfileValueField, value: string) => {
      const next = { ...values, [field]: value }
      setValues(next)
      // After a first attempt the rule's messages follow the typing; a server message stays until its field changes.
      setErrors((prev) => {
        const kept = Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field))
        return attempted ? { ...kept, ...clientErrors(inputOf(next)) } : kept
      })
    },
    [values, attempted, inputOf],
  )

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault()
      if (submitting) return
      setAttempted(true)
      setSubmitting(true)
      const result = await saveProfile(inputOf(values))()
      setSubmitting(false)
      if (E.isRight(result)) {
        const { country_id: _, ...saved } = result.right
        setValues({ ...saved, phone_number: nationalPart(country, saved.phone_number) })
        setErrors({})
        return
      }
      setErrors(result.left._tag === 'InvalidForm' ? result.left.errors : serverFieldErrors(result.left.error))
      focusFirstInvalid(formRef.current)
    },
    [submitting, saveProfile, inputOf, values, country],
  )

  return { formRef, values, change, errors, submit, submitting, picker, dispatch, country }
}
