import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { parseSecondFactor } from '../../../../core/auth/two-factor.rules'
import { PasswordField } from '../../../components/password-field'
import { TextField } from '../../../components/text-field'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** Turning it off takes the password and a code (or a recovery code); one message when either is wrong. */
export function TurnOffTwoFactor({ onTurnedOff }: { onTurnedOff: () => void }) {
  const twoFactor = useDependency('TwoFactor', saferPlayArea)
  const notifier = useDependency('Notifier')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const factor = parseSecondFactor(code)
    const next = {
      ...(password === '' ? { password: 'Enter your password.' } : {}),
      ...(E.isLeft(factor) ? { code: factor.left } : {}),
    }
    setErrors(next)
    if (next.password !== undefined || next.code !== undefined) return
    setBusy(true)
    const result = await twoFactor.turnOff(password, code)()
    setBusy(false)
    if (E.isRight(result)) {
      notifier.success(result.right)
      return onTurnedOff()
    }
    const cause = result.left
    setErrors({ code: cause._tag === 'Unexpected' && cause.message !== undefined ? cause.message : 'Please try again.' })
  }

  return (
    <form className={styles.breakForm} onSubmit={(e) => void submit(e)} aria-label="Turn off two-factor sign-in" noValidate>
      <PasswordField
        id="two-factor-off-password"
        label="Password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      <TextField
        id="two-factor-off-code"
        label="Code from your app, or a recovery code"
        value={code}
        onChange={setCode}
        error={errors.code}
        autoComplete="one-time-code"
      />
      <div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          Turn off two-factor sign-in
        </button>
      </div>
    </form>
  )
}
