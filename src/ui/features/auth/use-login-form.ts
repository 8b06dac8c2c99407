import { useState } from 'react'
import { useNavigate } from '../../routing/navigate'
import { parseLogin } from '../../../core/auth/login.rules'
import { LOGIN_SUCCESS_MESSAGE, loginErrorMessage } from '../../../core/auth/login.use-case'
import { PATHS } from '../../../core/navigation/paths'
import { useDependency } from '../../di/container-context'
import { ruleMessages } from '../../forms/field-errors'
import { useForm } from '../../forms/use-form'
import { authFieldErrors } from './auth-failure'
import { authArea } from '../../../composition/areas/auth.area'

const INITIAL = { email: '', password: '' }

/**
 * The login form: a toast says how it went (docs/product/messages.md#log-in-and-sign-up), and a
 * login replaces /login with the lobby. With two-factor sign-in on, the password step answers the
 * code step's challenge instead; `restart` goes back to the password, which is typed again.
 */
export function useLoginForm() {
  const login = useDependency('Login', authArea)
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  const [challenge, setChallenge] = useState<string | null>(null)
  const form = useForm({
    initial: INITIAL,
    check: (values) => ruleMessages(parseLogin(values)),
    run: login,
    fieldErrors: authFieldErrors,
    refused: (error) => notifier.error(loginErrorMessage(error)),
    done: (answer) => {
      if (answer._tag === 'CodeNeeded') return setChallenge(answer.challenge)
      notifier.success(LOGIN_SUCCESS_MESSAGE)
      navigate(PATHS.dashboard, { replace: true })
    },
  })
  const restart = () => {
    form.change('password', '')
    setChallenge(null)
  }
  return { ...form, challenge, restart }
}
