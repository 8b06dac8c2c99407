/**
 * How far a bonus task has come, in its own unit: whole steps (days logged in), cents wagered on
 * a game, or seconds spent online.
 */
export type TaskProgress =
  | { readonly unit: 'steps'; readonly done: number; readonly target: number }
  | { readonly unit: 'cents'; readonly done: number; readonly target: number }
  | { readonly unit: 'seconds'; readonly done: number; readonly target: number }

type TaskArt = 'login' | 'chilli' | 'buffalo' | 'clock'

/** One row of the daily and weekly bonus lists. */
export interface BonusTask {
  readonly id: string
  readonly title: string
  readonly art: TaskArt
  readonly progress: TaskProgress
}
