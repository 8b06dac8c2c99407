import { PendingScreen } from '../../components/pending-screen'

export function HappyHourBonusesPage() {
  return <PendingScreen title="Happy Hour" />
}
