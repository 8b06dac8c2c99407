import { dbAuditLog } from '../operator/db-audit-log.adapter'
import { dbOperatorAccounts } from '../operator/db-operator-accounts.adapter'
import { operatorHooks } from '../operator/http/operator-auth'
import { makeOperatorSignIn } from '../operator/operator-sign-in.use-case'
import type { AccountsArea } from './accounts.composition'
import type { PortOverrides, Shared } from './server-base'

/**
 * The operator console's server side: operators' sign-in with a second factor, the hooks that
 * check an operator's token and permissions, and what operators do (each action with its audit
 * entry, money through the ledger).
 */
export function composeOperator(shared: Shared, deps: { readonly accounts: AccountsArea }, o: PortOverrides) {
  const { db, clock } = shared
  const { tokens, throttle, hasher } = deps.accounts
  const operators = o.OperatorAccounts ?? dbOperatorAccounts(db)
  const audit = o.AuditLog ?? dbAuditLog(db)
  return {
    operators,
    audit,
    hooks: operatorHooks({ tokens, operators }),
    signIn: makeOperatorSignIn({ db, operators, hasher, tokens, throttle, audit, clock }),
    signOut: async (operatorId: number, tokenId: number, address: string) => {
      await tokens.revoke(tokenId)
      await audit.record(db, {
        operatorId,
        via: 'api',
        action: 'operator.signed_out',
        target: { type: 'operator', id: String(operatorId) },
        address,
      })
    },
  }
}

export type OperatorArea = ReturnType<typeof composeOperator>
