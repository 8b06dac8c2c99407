import { PendingScreen } from '../../components/pending-screen'

export function DailyBonusesPage() {
  return <PendingScreen title="Daily Bonus" />
}
