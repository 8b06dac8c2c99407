import { useId } from 'react'
import { Link } from 'wouter'
import type { BonusTask } from '../../../core/bonuses/bonus-task'
import { BONUS_TASKS } from '../../../core/bonuses/bonus-tasks'
import { isTaskComplete, progressLabel, progressPercent, progressSpoken } from '../../../core/bonuses/bonus-progress.rules'
import { PATHS } from '../../../core/navigation/paths'
import styles from './bonus-task-list.module.css'

/**
 * The static progress list shared by the Daily and Weekly pages. 'Place bet' is a link to the
 * casino: bets are placed in games, and this list does not place or track any itself.
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
        These targets are a preview: tracking of your own play is on its way. Place bet takes you to the casino to play.
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
      <img className={styles.art} src={`/images/bonuses/${task.art}.svg`} alt="" width={56} height={56} />
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
