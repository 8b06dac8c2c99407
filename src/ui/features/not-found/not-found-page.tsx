import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { PendingScreen } from '../../components/pending-screen'

export function NotFoundPage() {
  return (
    <PendingScreen title="Page not found">
      <p>
        There is nothing at this address. <Link href={PATHS.dashboard}>Back to the lobby</Link>
      </p>
    </PendingScreen>
  )
}
