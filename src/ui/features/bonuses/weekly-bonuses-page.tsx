import { BonusScreen } from './bonus-screen'
import { BonusTaskList } from './bonus-task-list'

/** /weekly-bonuses: the same progress list as the daily page (section 2), under the Weekly Bonus tab. */
export function WeeklyBonusesPage() {
  return (
    <BonusScreen title="Weekly Bonus" intro="This week's targets: log in, play the featured slots and spend some time online.">
      <BonusTaskList label="Weekly tasks" />
    </BonusScreen>
  )
}
