import { useNavigate } from '../../routing/navigate'
import { SIGN_UP_SUCCESS_MESSAGE, registerErrorMessage } from '../../../core/auth/register.use-case'
import { parseSignUp } from '../../../core/auth/sign-up.rules'
import { PATHS } from '../../../core/navigation/paths'
import { useDependency } from '../../di/container-context'
import { ruleMessages } from '../../forms/field-errors'
import { useForm } from '../../forms/use-form'
import { authFieldErrors } from './auth-failure'
import { authArea } from '../../../composition/areas/auth.area'

/** Keyed by the register payload's names, so a 422's `errors` land under the right field. */
const INITIAL = { name: '', username: '', email: '', promoCode: '', password: '', passwordConfirmation: '', ref: '' }

/** The referral link's `ref` (`/signup?ref=<id>`), sent with the sign-up: the server decides quietly whether it counts. */
const refOfPage = (): string =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('ref')?.trim().slice(0, 32) ?? '')

/** The sign-up form: a toast says how it went (docs/product/messages.md#log-in-and-sign-up), and a new player goes to the lobby. */
export function useSignupForm() {
  const register = useDependency('Register', authArea)
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  return useForm({
    initial: () => ({ ...INITIAL, ref: refOfPage() }),
    check: (values) => ruleMessages(parseSignUp(values)),
    run: register,
    fieldErrors: authFieldErrors,
    refused: (error) => notifier.error(registerErrorMessage(error)),
    done: () => {
      notifier.success(SIGN_UP_SUCCESS_MESSAGE)
      navigate(PATHS.dashboard, { replace: true })
    },
  })
}
