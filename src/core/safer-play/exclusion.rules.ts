import { utcText } from '../shared/date-text'

/** A break from play: a cool-off is short, a self-exclusion long or for good. */
export const COOL_OFF_CHOICES = ['24h', '7d', '6w'] as const
export const SELF_EXCLUSION_CHOICES = ['6m', '1y', '5y', 'permanent'] as const
export type BreakChoice = (typeof COOL_OFF_CHOICES)[number] | (typeof SELF_EXCLUSION_CHOICES)[number]
export type BreakKind = 'cool_off' | 'self_exclusion'

export const BREAK_WORDS: Record<BreakChoice, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'Permanently',
}

export const breakKind = (choice: BreakChoice): BreakKind =>
  (COOL_OFF_CHOICES as readonly string[]).includes(choice) ? 'cool_off' : 'self_exclusion'

/** A break in force, or past: `endsAt` null is permanent. */
export interface PlayBreak {
  readonly kind: BreakKind
  readonly endsAt: Date | null
}

const HOUR_MS = 3_600_000

const addMonths = (at: Date, months: number): Date => {
  const d = new Date(at.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  // 31 August + 6 months is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/** When a break chosen at `now` ends; null: never. */
export const breakEnd = (choice: BreakChoice, now: Date): Date | null => {
  switch (choice) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR_MS)
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR_MS)
    case '6w':
      return new Date(now.getTime() + 42 * 24 * HOUR_MS)
    case '6m':
      return addMonths(now, 6)
    case '1y':
      return addMonths(now, 12)
    case '5y':
      return addMonths(now, 60)
    case 'permanent':
      return null
  }
}

export const inForce = (b: PlayBreak | null, now: Date): b is PlayBreak =>
  b !== null && (b.endsAt === null || b.endsAt.getTime() > now.getTime())

/**
 * A new break never shortens one in force: the later end wins (permanent above all), and a
 * self-exclusion stays one even if a shorter cool-off is asked for during it.
 */
export const lengthen = (current: PlayBreak | null, wanted: PlayBreak, now: Date): PlayBreak => {
  if (!inForce(current, now)) return wanted
  const endsAt = current.endsAt === null || wanted.endsAt === null ? null : current.endsAt > wanted.endsAt ? current.endsAt : wanted.endsAt
  const kind = current.kind === 'self_exclusion' || wanted.kind === 'self_exclusion' ? 'self_exclusion' : 'cool_off'
  return { kind, endsAt }
}

export const HELP_LINE = 'Free, confidential help: BeGambleAware (begambleaware.org) or Gamblers Anonymous (gamblersanonymous.org).'

/** What sign-in answers during a break: until when, and where to find help. */
export const breakMessage = (b: PlayBreak): string => {
  const what = b.kind === 'cool_off' ? 'You are taking a break from play' : 'You have excluded yourself from play'
  const until = b.endsAt === null ? 'permanently' : `until ${utcText(b.endsAt)}`
  return `${what} ${until}, so you cannot sign in. Withdrawals you asked for are still paid; to withdraw your balance, email support@coinfall.example. ${HELP_LINE}`
}

/** A break as the operator's console says it: no operator can shorten or lift it. */
export const playBreakWords = (b: { readonly kind: BreakKind; readonly endsAt: string | null }): string =>
  `${b.kind === 'cool_off' ? 'Cool-off' : 'Self-excluded'} ${b.endsAt === null ? 'permanently' : `until ${utcText(b.endsAt)}`}: no sign-in, no promotions. It cannot be lifted before it ends.`
