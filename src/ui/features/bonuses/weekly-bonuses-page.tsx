import { BonusScreen } from './bonus-screen'
import { BonusTaskList } from './bonus-task-list'

/**
 * /weekly-bonuses: the same progress list as the daily page, under the Weekly Bonus tab
 * (docs/product/screens-and-routes.md#daily-and-weekly).
 */
export function WeeklyBonusesPage() {
  return (
    <BonusScreen title="Weekly Bonus" intro="This week's targets: log in, play the featured slots and spend some time online.">
      <BonusTaskList label="Weekly tasks" />
    </BonusScreen>
  )
}
