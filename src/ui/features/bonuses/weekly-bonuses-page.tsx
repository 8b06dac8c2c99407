import { PendingScreen } from '../../components/pending-screen'

export function WeeklyBonusesPage() {
  return <PendingScreen title="Weekly Bonus" />
}
