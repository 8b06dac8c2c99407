import * as E from 'fp-ts/Either'
import { parseArgs } from 'node:util'
import { isReason } from '../../src/core/operator/reason.rules'
import { formatUsd } from '../../src/core/shared/money'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { AuditLog } from '../operator/audit-log.port'
import { CommandError } from '../operations/command-line'
import { moneyModes, paymentsModeLine, type MoneyModes, type PaymentsModes } from './payments-mode.rules'
import { readMoneyModes } from './recorded-money-modes'
import { makeSwitchMoneyModes, type SwitchRefusal } from './switch-money-modes'

export const PAYMENTS_MODE_USAGE = `Usage: npm run payments:mode -- <command>

  show                          The payments mode this database holds, and the one the settings say.
  switch [--write-off REASON]   Makes the database hold the settings' mode. Stop every server first.
      Refused while a withdrawal is open or a live deposit is still waiting, and while players
      hold balances, unless --write-off says why every player balance goes to zero (audited).`

export interface PaymentsModeDeps {
  readonly db: Db
  readonly ledger: Ledger
  readonly audit: AuditLog
  /** The payment settings of the environment, read as a start reads them. */
  readonly settings: PaymentsModes
  readonly print: (line: string) => void
}

const said = (modes: MoneyModes | null): string =>
  modes === null ? 'nothing yet (no server has started on it)' : `Speed ${modes.speed}, NOWPayments ${modes.nowpayments}`

const refusalText = (refusal: SwitchRefusal): string => {
  switch (refusal._tag) {
    case 'AlreadyInMode':
      return 'The database already holds this payments mode: nothing to switch.'
    case 'OpenWithdrawals':
      return `${refusal.count} withdrawal(s) are not final yet: settle or reject them in the console, then switch.`
    case 'OpenLiveDeposits':
      return `${refusal.count} live deposit(s) are still waiting for money: wait until they are final, then switch.`
    case 'BalancesHeld':
      return (
        `${refusal.players} player(s) hold ${formatUsd(refusal.cents)} of the current mode's money. Switching would turn it into ` +
        'the other mode\'s money. Run again with --write-off "why" to take every player balance to zero (audited), or keep this mode.'
      )
  }
}

/** `npm run payments:mode -- show|switch`: the only way a database changes the money it holds. */
export async function runPaymentsModeCommand(argv: readonly string[], deps: PaymentsModeDeps): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { 'write-off': { type: 'string' } },
  })
  const [command, ...rest] = positionals
  if (rest.length > 0) throw new CommandError(PAYMENTS_MODE_USAGE)
  const configured = moneyModes(deps.settings)
  if (command === 'show') {
    deps.print(`This database holds: ${said(await readMoneyModes(deps.db))}`)
    deps.print(`The settings say:    ${paymentsModeLine(deps.settings)}`)
    return
  }
  if (command !== 'switch') throw new CommandError(PAYMENTS_MODE_USAGE)
  const reason = values['write-off']?.trim() ?? null
  if (reason !== null && !isReason(reason)) throw new CommandError('--write-off needs a reason of at least 3 characters.')
  const switched = await makeSwitchMoneyModes(deps)({ to: configured, writeOffReason: reason })
  if (E.isLeft(switched)) throw new CommandError(refusalText(switched.left))
  const { from, to, writtenOff, cancelledDeposits } = switched.right
  deps.print(`Switched from ${said(from)} to ${said(to)}.`)
  if (writtenOff.players > 0) deps.print(`Wrote off ${formatUsd(writtenOff.cents)} held by ${writtenOff.players} player(s).`)
  if (cancelledDeposits > 0) deps.print(`Cancelled ${cancelledDeposits} sandbox deposit(s) still waiting.`)
}
