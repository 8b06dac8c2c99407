import { dayTimeText } from '../shared/date-text'

/** What the invoice page says about the time left to pay. */
interface ExpiryCountdown {
  readonly expired: boolean
  /** Whole seconds left, rounded up, so it reads 0 only once the invoice has expired. */
  readonly secondsLeft: number
  /** "14:05" under an hour, "1:02:03" from an hour on; "00:00" once expired. */
  readonly clock: string
  /** The same for a screen reader: "14 minutes 5 seconds". */
  readonly spoken: string
}

const two = (n: number): string => String(n).padStart(2, '0')
const unit = (n: number, name: string): string => `${n} ${name}${n === 1 ? '' : 's'}`

/** Never throws; a time that is not a number counts as expired. */
export const expiryCountdown = (expiresAtMs: number, nowMs: number): ExpiryCountdown => {
  const left = expiresAtMs - nowMs
  const secondsLeft = Number.isFinite(left) && left > 0 ? Math.ceil(left / 1000) : 0
  const hours = Math.floor(secondsLeft / 3600)
  const minutes = Math.floor((secondsLeft % 3600) / 60)
  const seconds = secondsLeft % 60
  const clock = hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`
  const parts = [
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
    seconds > 0 || secondsLeft === 0 ? unit(seconds, 'second') : '',
  ]
  return { expired: secondsLeft === 0, secondsLeft, clock, spoken: parts.filter((p) => p !== '').join(' ') }
}

/** When the invoice expires, as the site shows dates: "Jun 10, 2024, 6:23 AM" (local time). */
export const formatExpiryTime = (expiresAtMs: number): string =>
  Number.isFinite(expiresAtMs) && Math.abs(expiresAtMs) <= 8.64e15 ? dayTimeText(new Date(expiresAtMs)) : ''
