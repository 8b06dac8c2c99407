/**
 * The bonus rules as plain arithmetic for one player (docs/product/bonuses.md), written apart
 * from src/core so that the ledger is checked against a second statement of them, not itself.
 */
export interface ModelGrant {
  readonly key: string
  readonly amount: number
  readonly requirement: number
  wagered: number
  state: 'active' | 'released' | 'forfeited' | 'expired'
  readonly expiresAt: number
}

interface ModelBet {
  readonly stake: number
  readonly fromBonus: number
  readonly fromWithdrawable: number
  readonly grantKey: string | null
  rolledBack: boolean
  won: boolean
}

export class BonusModel {
  bonus = 0
  withdrawable = 0
  /** Cents moved from bonus to withdrawable by releases whose grant had met its requirement. */
  releasedByMet = 0
  readonly grants: ModelGrant[] = []
  readonly bets = new Map<string, ModelBet>()

  private active(): ModelGrant[] {
    return this.grants.filter((g) => g.state === 'active')
  }

  /** The youngest active grants hold their whole amount while the balance lasts; the oldest the rest. */
  shareOf(grant: ModelGrant): number {
    const active = this.active()
    let left = this.bonus
    for (let i = active.length - 1; i >= 0; i--) {
      const share = i === 0 ? left : Math.min(active[i]!.amount, left)
      if (active[i] === grant) return share
      left -= share
    }
    return 0
  }

  private settle(grant: ModelGrant, outcome: 'released' | 'forfeited' | 'expired'): void {
    const share = this.shareOf(grant)
    this.bonus -= share
    if (outcome === 'released') {
      this.withdrawable += share
      this.releasedByMet += share
    }
    grant.state = outcome
  }

  grant(key: string, amount: number, multiple: number, now: number, expiryMs: number): void {
    if (this.grants.some((g) => g.key === key)) return
    this.bonus += amount
    this.grants.push({ key, amount, requirement: amount * multiple, wagered: 0, state: 'active', expiresAt: now + expiryMs })
  }

  /** False when refused (the balances together fall short). */
  bet(key: string, stake: number): boolean {
    if (this.bets.has(key)) return true
    const fromWithdrawable = Math.min(this.withdrawable, stake)
    const fromBonus = stake - fromWithdrawable
    if (fromBonus > this.bonus) return false
    this.withdrawable -= fromWithdrawable
    this.bonus -= fromBonus
    const oldest = this.active()[0]
    this.bets.set(key, { stake, fromBonus, fromWithdrawable, grantKey: oldest?.key ?? null, rolledBack: false, won: false })
    if (oldest) {
      oldest.wagered += stake
      if (oldest.wagered >= oldest.requirement) this.settle(oldest, 'released')
    }
    return true
  }

  win(key: string, cents: number): void {
    const bet = this.bets.get(key)
    if (!bet || bet.won) return
    bet.won = true
    const live = !bet.rolledBack
    // A bet whose grant was released since (by this bet or a later one) staked money that is the player's now.
    const released = this.grants.find((g) => g.key === bet.grantKey)?.state === 'released'
    // The withdrawable share is rounded down: never a fraction of a bonus cent made withdrawable.
    const toWithdrawable = live && bet.fromBonus > 0 && !released ? Math.floor((cents * bet.fromWithdrawable) / bet.stake) : cents
    this.withdrawable += toWithdrawable
    this.bonus += cents - toWithdrawable
  }

  rollback(key: string): void {
    const bet = this.bets.get(key)
    if (!bet || bet.rolledBack) return
    bet.rolledBack = true
    this.bonus += bet.fromBonus
    this.withdrawable += bet.fromWithdrawable
    const grant = this.grants.find((g) => g.key === bet.grantKey)
    if (grant && grant.state === 'active') grant.wagered = Math.max(0, grant.wagered - bet.stake)
  }

  forfeitOnWithdrawal(): number {
    return this.active().reduce((sum, g) => sum + this.shareOf(g), 0)
  }

  /** Forfeits the active grants and withdraws, or (short of withdrawable money) neither. */
  withdraw(cents: number): boolean {
    if (cents > this.withdrawable) return false
    for (const g of this.active()) this.settle(g, 'forfeited')
    this.withdrawable -= cents
    return true
  }

  deposit(cents: number): void {
    this.withdrawable += cents
  }

  expire(now: number): void {
    for (const g of this.active()) if (g.expiresAt <= now) this.settle(g, 'expired')
  }
}
