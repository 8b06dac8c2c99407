import type { WithdrawalStep } from './payments'

/** The timeline as the player reads it: a reason is said once, at the first step that gives it. */
export const timelineToShow = (steps: readonly WithdrawalStep[]): readonly WithdrawalStep[] =>
  steps.map((step, i) =>
    step.reason !== null && steps.slice(0, i).some((s) => s.reason === step.reason) ? { ...step, reason: null } : step,
  )
