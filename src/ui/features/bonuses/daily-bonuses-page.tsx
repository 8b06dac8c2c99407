import { BonusScreen } from './bonus-screen'
import { MissionList } from './mission-list'

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
