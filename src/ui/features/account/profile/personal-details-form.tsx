import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import { TextField } from '../../../components/text-field'
import { useDependency } from '../../../di/container-context'
import { CountryCodePicker } from './country-code-picker'
import { ProfileAvatar } from './profile-avatar'
import styles from './profile.module.css'
import { useProfileForm, type ProfileValueField } from './use-profile-form'

export const PHOTO_UPLOAD_UNAVAILABLE = 'Photo upload is not available yet.'

/** YYYY-MM-DD of the player's own today: no later date of birth can be picked. */
const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/**
 * The avatar and the personal details form (docs/product/screens-and-routes.md#profile); Save
 * checks the rules of docs/product/rules.md#profile first.
 */
export function PersonalDetailsForm({ screen }: { screen: ProfileScreen }) {
  const notifier = useDependency('Notifier')
  const today = localDate(useDependency('Clock').now())
  const form = useProfileForm(screen)
  const field = (name: ProfileValueField) => ({
    id: `profile-${name}`,
    value: form.values[name],
    onChange: (v: string) => form.change(name, v),
    error: form.messageOf(name),
  })
  return (
    <>
      <div className={styles.identity}>
        <ProfileAvatar name={form.values.fullName} />
        <div className={styles.who}>
          <p className={styles.displayName}>{form.values.fullName.trim() || 'Your name'}</p>
          {form.values.username.trim() !== '' && <p className={styles.handle}>@{form.values.username.trim()}</p>}
        </div>
        {/* The specification does not say what Update does; until photos can be stored it says so. */}
        <button type="button" className={styles.secondary} onClick={() => notifier.info(PHOTO_UPLOAD_UNAVAILABLE)}>
          Update<span className="visually-hidden"> photo</span>
        </button>
      </div>
      <form
        ref={form.formRef}
        className={styles.form}
        aria-labelledby="profile-heading"
        onSubmit={form.submit}
        noValidate
        aria-busy={form.submitting}
      >
        <div className={styles.grid}>
          <TextField {...field('fullName')} label="Full Name" autoComplete="name" />
          <TextField {...field('username')} label="Username" autoComplete="username" />
          <TextField {...field('email')} label="Email Address" type="email" autoComplete="email" inputMode="email" />
          <TextField
            {...field('phoneNumber')}
            error={form.messageOf('phoneNumber') ?? form.messageOf('countryId')}
            label="Phone Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            hint={form.country ? `Without the +${form.country.phoneCode} country code.` : undefined}
            prefix={
              screen.countries.length > 0 && (
                <CountryCodePicker
                  id="profile-country"
                  countries={screen.countries}
                  picker={form.picker}
                  dispatch={form.dispatch}
                  selected={form.country}
                />
              )
            }
          />
          <TextField {...field('dob')} label="Date Of Birth" type="date" autoComplete="bday" max={today} />
          <TextField {...field('state')} label="State" autoComplete="address-level1" />
          <TextField {...field('city')} label="City" autoComplete="address-level2" />
          <TextField {...field('address')} label="Address" autoComplete="street-address" />
          <TextField {...field('zipcode')} label="Zip Code" autoComplete="postal-code" />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={form.submitting}>
            {form.submitting ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </>
  )
}
