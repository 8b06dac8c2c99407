import { PendingScreen } from '../../components/pending-screen'

export function JoinBonusesPage() {
  return <PendingScreen title="Join Bonus" />
}
