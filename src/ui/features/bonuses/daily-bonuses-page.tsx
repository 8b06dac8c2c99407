import { BonusScreen } from './bonus-screen'
import { BonusTaskList } from './bonus-task-list'

/** /daily-bonuses: the shared progress list under the Daily Bonus tab. */
export function DailyBonusesPage() {
  return (
    <BonusScreen title="Daily Bonus" intro="Today's targets: log in, play the featured slots and spend some time online.">
      <BonusTaskList label="Daily tasks" />
    </BonusScreen>
  )
}
