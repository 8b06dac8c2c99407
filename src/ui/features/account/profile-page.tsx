import { PendingScreen } from '../../components/pending-screen'

export function ProfilePage() {
  return <PendingScreen title="Personal Details" />
}
