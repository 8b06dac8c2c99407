import { formatUsd } from '../shared/money'

export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_CHOICES)[number]

export const realityCheckWords = (m: RealityCheckMinutes): string => (m === 0 ? 'Off' : `Every ${m} minutes`)

/** What the reality check says: how long this session has lasted and what it has won or lost. */
export const realityCheckMessage = (minutesPlayed: number, netCents: number): string => {
  const net = netCents === 0 ? 'You are even' : netCents > 0 ? `You are up ${formatUsd(netCents)}` : `You are down ${formatUsd(-netCents)}`
  return `You have played for ${minutesPlayed} minute${minutesPlayed === 1 ? '' : 's'}. ${net} this session.`
}
