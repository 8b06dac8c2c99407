import { formatUsd } from '../shared/money'

/**
 * What a ledger movement was, in the player's words, for the transactions list
 * (docs/product/bonuses.md#in-the-transactions-list). `movedCents` is what a bonus settlement
 * moved (a release moves money between the player's own balances, so its signed amount is zero).
 */
export function movementWords(kind: string, movedCents: number | null): string {
  const moved = movedCents === null ? '' : ` ${formatUsd(movedCents)}`
  switch (kind) {
    case 'bet':
      return 'Bet'
    case 'win':
      return 'Win'
    case 'join_bonus':
      return 'Join bonus'
    case 'bonus_grant':
      return 'Bonus granted'
    case 'mission_reward':
      return 'Mission reward (bonus)'
    case 'happy_hour_bonus':
      return 'Happy hour deposit bonus'
    case 'bonus_release':
      return `Bonus released:${moved} now withdrawable`
    case 'bonus_forfeit':
      return `Bonus forfeited on withdrawal:${moved}`
    case 'bonus_expiry':
      return `Bonus expired:${moved}`
    case 'vip_level_bonus':
      return 'VIP level bonus'
    case 'referral_commission':
      return 'Referral commission'
    case 'rollback':
      return 'Refund'
    case 'deposit':
      return 'Deposit'
    case 'withdrawal':
      return 'Withdrawal'
    case 'adjustment':
      return 'Balance adjustment'
    default:
      return 'Other'
  }
}
