import * as E from 'fp-ts/Either'
import { useId, useState } from 'react'
import { Link } from '../../routing/link'
import { isTaskComplete, progressLabel, progressPercent, progressSpoken } from '../../../core/bonuses/bonus-progress.rules'
import type { MissionPeriod } from '../../../core/bonuses/missions.rules'
import type { MissionList as Missions, PlayerMission } from '../../../core/bonuses/promotions.port'
import { PATHS } from '../../../core/navigation/paths'
import { formatUsd } from '../../../core/shared/money'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { useScreenRead } from '../../hooks/use-screen-read'
import { GameLaunchLayer } from '../play/game-launch-layer'
import { useGameLauncher, type GameLauncherView } from '../play/use-game-launcher'
import { BonusTaskList } from './bonus-task-list'
import { playerMissions } from './bonuses.reads'
import styles from './bonus-task-list.module.css'
import { bonusesArea } from '../../../composition/areas/bonuses.area'

const ART: Readonly<Record<PlayerMission['kind'], string>> = { sign_in: 'login', wager_on_game: 'chilli', minutes_played: 'clock' }

/**
 * The Daily or Weekly missions tracked from the player's own play (docs/product/bonuses.md#missions):
 * progress, a Claim button once complete, and when the list resets. Signed out, the targets
 * without progress.
 */
export function MissionList({ period, label }: { period: MissionPeriod; label: string }) {
  const { signedIn } = useAuth()
  return signedIn ? <PlayerMissions period={period} label={label} /> : <BonusTaskList label={label} />
}

function PlayerMissions({ period, label }: { period: MissionPeriod; label: string }) {
  const loaded = useScreenRead(playerMissions)
  const launcher = useGameLauncher()
  return (
    <section className={styles.panel} aria-labelledby="missions-heading">
      <h2 id="missions-heading" className={styles.heading}>
        {label}
      </h2>
      {loaded._tag === 'Loading' && <p className={styles.note}>Loading your missions…</p>}
      {loaded._tag === 'Failed' && <p className={styles.note}>Your missions could not be loaded. Please try again later.</p>}
      {loaded._tag === 'Loaded' && <Rows list={loaded.value[period]} reload={loaded.reload} launcher={launcher} />}
      <GameLaunchLayer launcher={launcher} />
    </section>
  )
}

function Rows({ list, reload, launcher }: { list: Missions; reload: () => void; launcher: GameLauncherView }) {
  return (
    <>
      <p className={styles.note} data-testid="missions-reset">
        {list.rule} Next reset: {list.resetsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
      </p>
      <ul className={styles.list}>
        {list.missions.map((m) => (
          <MissionRow key={m.id} mission={m} reload={reload} launcher={launcher} />
        ))}
      </ul>
    </>
  )
}

function MissionRow({ mission, reload, launcher }: { mission: PlayerMission; reload: () => void; launcher: GameLauncherView }) {
  const id = useId()
  const promotions = useDependency('Promotions', bonusesArea)
  const notifier = useDependency('Notifier')
  const [claiming, setClaiming] = useState(false)
  const { progress } = mission
  const percent = progressPercent(progress.done, progress.target)
  const complete = isTaskComplete(progress)
  const claim = async () => {
    setClaiming(true)
    const answer = await promotions.claim(mission.id)()
    setClaiming(false)
    if (E.isRight(answer)) notifier.success(answer.right)
    else
      notifier.error(
        answer.left._tag === 'Unexpected' && answer.left.message
          ? answer.left.message
          : 'The reward could not be claimed. Please try again.',
      )
    reload()
  }
  return (
    <li className={styles.task} data-complete={complete || undefined} data-testid="mission">
      <img className={styles.art} src={`/images/bonuses/${ART[mission.kind]}.webp`} alt="" width={56} height={56} />
      <div className={styles.body}>
        <div className={styles.line}>
          <h3 id={`${id}-title`} className={styles.title}>
            {mission.title}
          </h3>
          <p className={styles.value}>
            <span>{progressLabel(progress)}</span>
            {mission.claimed ? <span className={styles.done}>Claimed</span> : complete && <span className={styles.done}>Completed</span>}
          </p>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={`${id}-title`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${progressSpoken(progress)}${complete ? ', completed' : ''}`}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.rule} id={`${id}-rule`}>
          {mission.rule}
        </p>
      </div>
      {complete && !mission.claimed ? (
        <button
          type="button"
          className={styles.bet}
          onClick={() => void claim()}
          disabled={claiming}
          aria-describedby={`${id}-title ${id}-rule`}
        >
          Claim {formatUsd(mission.rewardCents)}
        </button>
      ) : mission.game !== null ? (
        <button
          type="button"
          className={styles.bet}
          aria-describedby={`${id}-title`}
          onClick={(e) => {
            const game = mission.game
            if (game) void launcher.play({ id: 0, gameId: game.gameId, name: game.name, thumbnail: '', favorite: false }, e.currentTarget)
          }}
        >
          Place bet
        </button>
      ) : (
        <Link href={PATHS.casino} className={styles.bet} aria-describedby={`${id}-title`}>
          Place bet
        </Link>
      )}
    </li>
  )
}
