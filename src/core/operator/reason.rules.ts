/**
 * A reason an operator writes down before an action the audit log keeps (and, for a rejected
 * withdrawal, the player reads): at least 3 characters that are not spaces, at most 500 in all.
 * The console checks it before sending; the API refuses anything else.
 */
export const REASON_MAX_LENGTH = 500

export const REASON_MESSAGE = 'Say why, in at least 3 characters: the player and the audit log read it.'

export const REASON_PATTERN = /^(?=[\s\S]*\S[\s\S]*\S[\s\S]*\S)[\s\S]{3,500}$/

export const isReason = (text: string): boolean => REASON_PATTERN.test(text)

/** The message under a reason field, or undefined when it can go. */
export const reasonProblem = (text: string): string | undefined => (isReason(text.trim()) ? undefined : REASON_MESSAGE)
