import { useNavigate } from '../../routing/navigate'
import { LOGIN_SUCCESS_MESSAGE } from '../../../core/auth/login.use-case'
import { signInCodeErrorMessage } from '../../../core/auth/sign-in-code.use-case'
import { PATHS } from '../../../core/navigation/paths'
import { useDependency } from '../../di/container-context'
import { noErrors, ruleErrors } from '../../forms/field-errors'
import { useForm } from '../../forms/use-form'
import { authArea } from '../../../composition/areas/auth.area'

/**
 * The code step of a two-factor sign-in. A code that cannot be one stays here with its message;
 * any refusal by the server ends the step (it answers once), so the player is sent back to the
 * password with the one sentence that never says which of the two was wrong.
 */
export function useLoginCodeForm(challenge: string, restart: () => void) {
  const signInCode = useDependency('SignInCode', authArea)
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  return useForm({
    initial: { code: '' },
    run: (values) => signInCode(challenge, values),
    fieldErrors: (error) => (error._tag === 'InvalidForm' ? ruleErrors(error.errors) : noErrors<'code'>()),
    refused: (error) => {
      if (error._tag === 'InvalidForm') return
      notifier.error(signInCodeErrorMessage(error))
      restart()
    },
    done: () => {
      notifier.success(LOGIN_SUCCESS_MESSAGE)
      navigate(PATHS.dashboard, { replace: true })
    },
  })
}
