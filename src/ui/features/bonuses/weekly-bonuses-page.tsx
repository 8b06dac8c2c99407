import { BonusScreen } from './bonus-screen'
import { playerMissions } from './bonuses.reads'
import { MissionList } from './mission-list'

/** What the screen shows the player: read ahead of a tap from the other bonus pages. */
export const screenReads = [playerMissions]

/**
 * /weekly-bonuses: the same progress list as the daily page, under the Weekly Bonus tab
 * (docs/product/screens-and-routes.md#daily-and-weekly).
 */
export function WeeklyBonusesPage() {
  return (
    <BonusScreen
      title="Weekly Bonus"
      intro="This week's missions: sign in on several days, wager on the named games and play some rounds. Claim each reward once it is complete."
    >
      <MissionList period="weekly" label="Weekly missions" />
    </BonusScreen>
  )
}
