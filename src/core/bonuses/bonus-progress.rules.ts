import { formatUsd } from '../shared/money'
import type { TaskProgress } from './bonus-task'

/**
 * The share of a target reached, in [0, 1]. Overshooting counts as done, going below zero as not
 * started; a target that is not positive, or a value that is not finite, means nothing measurable.
 */
export const progressFraction = (done: number, target: number): number => {
  if (!Number.isFinite(done) || !Number.isFinite(target) || target <= 0) return 0
  return Math.min(1, Math.max(0, done / target))
}

/** The fraction as a whole percentage, for a progress bar's aria-valuenow. */
export const progressPercent = (done: number, target: number): number => Math.floor(progressFraction(done, target) * 100)

export const isTaskComplete = (p: TaskProgress): boolean => progressFraction(p.done, p.target) === 1

/** Whole seconds as minutes and seconds, e.g. 1500 -> "25:00"; negatives count as zero. */
export const formatMinutes = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)
    .toString()
    .padStart(2, '0')}:${(whole % 60).toString().padStart(2, '0')}`
}

const amount = (p: TaskProgress, value: number): string =>
  p.unit === 'cents' ? formatUsd(value) : p.unit === 'seconds' ? formatMinutes(value) : String(value)

/** "1/1", "$0.00/$100.00", "25:00/50:00": what the list shows next to each task. */
export const progressLabel = (p: TaskProgress): string => `${amount(p, p.done)}/${amount(p, p.target)}`

/** The same for a screen reader: "$0.00 of $100.00". */
export const progressSpoken = (p: TaskProgress): string => `${amount(p, p.done)} of ${amount(p, p.target)}`
