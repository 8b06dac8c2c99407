import { AuthLayout } from './auth-layout'
import { LoginForm } from './login-form'

export function LoginPage() {
  return (
    <AuthLayout title="Log in" lead="Welcome back! Log in to pick up where you left off.">
      <LoginForm />
    </AuthLayout>
  )
}
