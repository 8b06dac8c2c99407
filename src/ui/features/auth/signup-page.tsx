import { AuthLayout } from './auth-layout'
import { SignupForm } from './signup-form'

/** Also served at /register, which the header links to. */
export function SignupPage() {
  return (
    <AuthLayout title="Sign up" lead="Create your free account and claim your welcome coins.">
      <SignupForm />
    </AuthLayout>
  )
}
