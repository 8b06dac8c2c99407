import * as E from 'fp-ts/Either'
import { useState } from 'react'
import type { OperatorUser } from '../../../core/operator/operator'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import type { OperatorAccount, OperatorAction } from '../../../core/operator/operators/operator-accounts'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import { ReasonDialog } from './reason-dialog'
import styles from './operator.module.css'
import { LoadingOrFailed, type Said, SaidLine } from './console-status'

const at = (iso: string): string => new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

const WORDS: Record<OperatorAction, { readonly verb: string; readonly confirm: string }> = {
  lock: { verb: 'Lock', confirm: 'Lock and end their sessions' },
  unlock: { verb: 'Unlock', confirm: 'Unlock' },
  end_sessions: { verb: 'End sessions of', confirm: 'End their sessions' },
}

const stateOf = (o: OperatorAccount): string =>
  o.locked
    ? 'Locked'
    : o.oneTimePasswordExpiresAt !== null
      ? `Not signed in yet; one-time password until ${at(o.oneTimePasswordExpiresAt)}`
      : 'Active'

/**
 * Every operator (manage_operators): lock one (their sessions end at once and sign-in is refused),
 * unlock them, or sign them out everywhere, each with a reason the audit log keeps. New operators
 * and new one-time passwords come from the command line (npm run operator -- create, reissue), so
 * no password is ever shown in a browser.
 */
export function OperatorsScreen({ user }: { user: OperatorUser }) {
  const loadOperators = useOperatorDependency('LoadOperatorAccounts')
  const actOnOperator = useOperatorDependency('ActOnOperator')
  const [round, setRound] = useState(0)
  const operators = useLoad(() => loadOperators(), [loadOperators, round])
  const [asking, setAsking] = useState<{ readonly operator: OperatorAccount; readonly action: OperatorAction } | null>(null)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<Said>(null)

  const act = async (operator: OperatorAccount, action: OperatorAction, reason: string) => {
    setBusy(true)
    const result = await actOnOperator(operator.id, action, reason)()
    setBusy(false)
    setAsking(null)
    if (E.isLeft(result)) setSaid({ text: operatorErrorText(result.left), failed: true })
    else {
      const ended = result.right === 1 ? '1 session ended' : `${result.right} sessions ended`
      const done = action === 'lock' ? `Locked; ${ended}.` : action === 'unlock' ? 'Unlocked.' : `Signed out everywhere; ${ended}.`
      setSaid({ text: `${operator.username}: ${done}`, failed: false })
    }
    setRound((r) => r + 1)
  }

  return (
    <section aria-labelledby="operators-title">
      <PageTitle title="Operators" />
      <h1 id="operators-title">Operators</h1>
      <p className={styles.status}>
        New operators and new one-time passwords come from the command line: npm run operator -- create or reissue.
      </p>
      <SaidLine said={said} />
      <LoadingOrFailed load={operators} loading="Loading the operators…" />
      {operators._tag === 'Loaded' && (
        <table className={styles.table}>
          <caption>{operators.value.length} operators</caption>
          <thead>
            <tr>
              <th scope="col">Operator</th>
              <th scope="col">Permissions</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {operators.value.map((o) => (
              <tr key={o.id}>
                <td data-label="Operator">
                  {o.username}
                  <br />
                  {o.email}
                </td>
                <td data-label="Permissions">{o.permissions.length > 0 ? o.permissions.join(', ') : 'none'}</td>
                <td data-label="State">{stateOf(o)}</td>
                <td data-label="Actions">
                  {o.id === user.id ? (
                    'You'
                  ) : (
                    <div className={styles.actions}>
                      {(o.locked ? (['unlock'] as const) : (['lock', 'end_sessions'] as const)).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={action === 'unlock' ? styles.secondary : styles.danger}
                          disabled={busy}
                          aria-label={`${WORDS[action].verb} ${o.username}`}
                          onClick={() => setAsking({ operator: o, action })}
                        >
                          {action === 'end_sessions' ? 'End sessions' : WORDS[action].verb}
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asking !== null && (
        <ReasonDialog
          title={`${WORDS[asking.action].verb} ${asking.operator.username}`}
          label="Reason (kept in the audit log)"
          confirm={WORDS[asking.action].confirm}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => void act(asking.operator, asking.action, reason)}
        />
      )}
    </section>
  )
}
