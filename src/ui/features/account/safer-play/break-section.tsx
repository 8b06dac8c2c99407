import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { BREAK_WORDS, COOL_OFF_CHOICES, SELF_EXCLUSION_CHOICES, type BreakChoice } from '../../../../core/safer-play/exclusion.rules'
import { useAuth } from '../../../auth/use-auth'
import { PasswordField } from '../../../components/password-field'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

const GROUPS = [
  { kind: 'cool_off', legend: 'Cool-off: a short break', choices: COOL_OFF_CHOICES },
  { kind: 'self_exclusion', legend: 'Self-exclusion: a long break', choices: SELF_EXCLUSION_CHOICES },
] as const

/**
 * A cool-off or self-exclusion: chosen, confirmed with the password, then in force at once. The
 * player is signed out everywhere; what sign-in will say is toasted.
 */
export function BreakSection() {
  const saferPlay = useDependency('SaferPlay', saferPlayArea)
  const notifier = useDependency('Notifier')
  const { signOut } = useAuth()
  const [choice, setChoice] = useState<BreakChoice | null>(null)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (choice === null) return setError('Choose how long your break lasts.')
    if (password === '') return setError('Enter your password to confirm.')
    setBusy(true)
    const result = await saferPlay.takeBreak(choice, password)()
    setBusy(false)
    if (E.isLeft(result)) {
      const cause = result.left
      return setError(
        cause._tag === 'Unexpected' && cause.message !== undefined ? cause.message : 'Your break could not be started. Please try again.',
      )
    }
    notifier.success(result.right)
    signOut()
  }

  return (
    <section className={styles.card} aria-labelledby="break-heading">
      <h2 id="break-heading">Take a break</h2>
      <p className={styles.lead}>
        A break starts at once and cannot be shortened. You are signed out everywhere and cannot sign in until it ends; you get no bonuses.
        Withdrawals you already asked for are still paid, and support pays out your balance if you ask.
      </p>
      <form className={styles.breakForm} onSubmit={(e) => void submit(e)} aria-label="Take a break">
        {GROUPS.map((g) => (
          <fieldset key={g.kind} className={styles.choices}>
            <legend>{g.legend}</legend>
            {g.choices.map((c) => (
              <label key={c} className={styles.choice}>
                <input type="radio" name="break" value={c} checked={choice === c} onChange={() => setChoice(c)} />
                {BREAK_WORDS[c]}
              </label>
            ))}
          </fieldset>
        ))}
        <PasswordField
          id="break-password"
          label="Password"
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="current-password"
        />
        <div>
          <button type="submit" className={styles.secondary} disabled={busy}>
            Start my break
          </button>
        </div>
      </form>
    </section>
  )
}
