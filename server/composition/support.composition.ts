import { dbSupportChanges } from '../support/support-changes'
import { supportDesk } from '../support/support-desk'
import type { BalancesArea } from './balances.composition'
import type { OperatorArea } from './operator.composition'
import type { Shared } from './server-base'

/**
 * Support chat: the desk (conversations and messages), the live changes every process hears, and
 * what an operator sees beside a conversation. Streams open with the balance stream's one-time
 * tickets: one kind of ticket, whichever stream it opens, each checked again when redeemed.
 */
export function composeSupport(shared: Shared, deps: { readonly balances: BalancesArea; readonly operator: OperatorArea }) {
  const { db, clock } = shared
  return {
    clock,
    desk: supportDesk({ db, clock, audit: deps.operator.audit }),
    changes: dbSupportChanges(db),
    streamTickets: deps.balances.streamTickets,
    hooks: deps.operator.hooks,
    operators: deps.operator.operators,
    directory: deps.operator.directory,
    withdrawalsOf: (playerId: number, limit: number) => deps.operator.queue.ofPlayer(playerId, limit),
    balances: (playerId: number) => shared.ledger.balances(playerId),
  }
}

export type SupportArea = ReturnType<typeof composeSupport>
