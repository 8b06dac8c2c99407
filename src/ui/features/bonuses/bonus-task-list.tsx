import { useId } from 'react'
import { Link } from '../../routing/link'
import type { BonusTask } from '../../../core/bonuses/bonus-task'
import { BONUS_TASKS } from '../../../core/bonuses/bonus-tasks'
import { isTaskComplete, progressLabel, progressPercent, progressSpoken } from '../../../core/bonuses/bonus-progress.rules'
import { PATHS } from '../../../core/navigation/paths'
import styles from './bonus-task-list.module.css'

/**
 * The missions' targets as a visitor sees them on the Daily and Weekly pages, before signing in
 * (mission-list.tsx shows a player's own). 'Place bet' is a link to the casino.
 */
export function BonusTaskList({ label }: { label: string }) {
  return (
    <section className={styles.panel} aria-labelledby="bonus-tasks-heading">
      <h2 id="bonus-tasks-heading" className={styles.heading}>
        {label}
      </h2>
      <ul className={styles.list}>
        {BONUS_TASKS.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </ul>
      <p className={styles.note}>
        Sign in to track these missions from your own play and claim their rewards. Place bet takes you to the casino.
      </p>
    </section>
  )
}

function TaskRow({ task }: { task: BonusTask }) {
  const id = useId()
  const { progress } = task
  const percent = progressPercent(progress.done, progress.target)
  const complete = isTaskComplete(progress)
  return (
    <li className={styles.task} data-complete={complete || undefined}>
      <img className={styles.art} src={`/images/bonuses/${task.art}.webp`} alt="" width={56} height={56} />
      <div className={styles.body}>
        <div className={styles.line}>
          <h3 id={`${id}-title`} className={styles.title}>
            {task.title}
          </h3>
          <p className={styles.value}>
            <span>{progressLabel(progress)}</span>
            {complete && <span className={styles.done}>Completed</span>}
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
      </div>
      <Link href={PATHS.casino} className={styles.bet} aria-describedby={`${id}-title`}>
        Place bet
      </Link>
    </li>
  )
}
