import { BonusScreen } from './bonus-screen'
import { playerMissions } from './bonuses.reads'
import { MissionList } from './mission-list'

/** What the screen shows the player: read ahead of a tap from the other bonus pages. */
export const screenReads = [playerMissions]

/** /daily-bonuses: the shared progress list under the Daily Bonus tab. */
export function DailyBonusesPage() {
  return (
    <BonusScreen
      title="Daily Bonus"
      intro="Today's missions: sign in, wager on the named games and play some rounds. Claim each reward once it is complete."
    >
      <MissionList period="daily" label="Daily missions" />
    </BonusScreen>
  )
}
