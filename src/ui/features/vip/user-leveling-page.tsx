import { PendingScreen } from '../../components/pending-screen'

export function UserLevelingPage() {
  return <PendingScreen title="VIP Levels" />
}
