import { grantStateWords } from '../../../core/bonuses/bonus-grant'
import { progressPercent } from '../../../core/bonuses/bonus-progress.rules'
import * as E from 'fp-ts/Either'
import { useState } from 'react'
import type { OperatorUser, PlayerDetail } from '../../../core/operator/operator'
import { operatorRefusalText } from '../../../core/operator/operator-error.rules'
import type { OperatorRefusal } from '../../../core/operator/operator-refusal'
import { formatUsd } from '../../../core/shared/money'
import { playBreakWords } from '../../../core/safer-play/exclusion.rules'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import { AdjustmentFormSection } from './adjustment-form'
import { ReasonDialog } from './reason-dialog'
import { momentText } from '../../../core/shared/date-text'
import styles from './operator.module.css'
import { LoadingOrFailed } from './console-status'

/** One player: profile and balances, lock, sessions, every ledger movement, and adjustments. */
export function PlayerDetailScreen({ user, playerId }: { user: OperatorUser; playerId: number }) {
  const loadPlayer = useOperatorDependency('LoadPlayer')
  const activity = useOperatorDependency('LoadPlayerActivity')
  const endSession = useOperatorDependency('EndPlayerSession')
  const setPlayerLock = useOperatorDependency('SetPlayerLock')
  const [round, setRound] = useState(0)
  const player = useLoad(() => loadPlayer(playerId), [loadPlayer, playerId, round])
  const sessions = useLoad(() => activity.sessions(playerId), [activity, playerId, round])
  const ledger = useLoad(() => activity.ledger(playerId), [activity, playerId, round])
  const [locking, setLocking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const refresh = () => setRound((r) => r + 1)

  const run = async (task: () => Promise<E.Either<OperatorRefusal<'reason'>, unknown>>, done: string) => {
    setBusy(true)
    const result = await task()
    setBusy(false)
    setLocking(false)
    setSaid(E.isRight(result) ? done : operatorRefusalText(result.left))
    refresh()
  }

  return (
    <div className={styles.form}>
      <LoadingOrFailed load={player} loading="Loading the player…" />
      {player._tag === 'Loaded' && <PlayerHeader player={player.value} busy={busy} said={said} onLock={() => setLocking(true)} />}
      {locking && player._tag === 'Loaded' && (
        <ReasonDialog
          title={player.value.locked ? `Unlock ${player.value.username}` : `Lock ${player.value.username}`}
          label="Reason (kept in the audit log)"
          confirm={player.value.locked ? 'Unlock' : 'Lock and end their sessions'}
          busy={busy}
          onClose={() => setLocking(false)}
          onConfirm={(reason) =>
            void run(
              setPlayerLock(playerId, !player.value.locked, reason),
              player.value.locked ? 'Unlocked.' : 'Locked; their sessions ended.',
            )
          }
        />
      )}
      {player._tag === 'Loaded' && <GrantsTable grants={player.value.grants} />}
      {user.permissions.includes('adjust_balances') && <AdjustmentFormSection user={user} playerId={playerId} onAdjusted={refresh} />}
      {sessions._tag === 'Loaded' && (
        <table className={styles.table}>
          <caption>Sessions</caption>
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Ends</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {sessions.value.map((s) => (
              <tr key={s.id}>
                <td data-label="Started">{momentText(s.createdAt)}</td>
                <td data-label="Ends">{momentText(s.expiresAt)}</td>
                <td data-label="State">
                  {s.live ? (
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={busy}
                      aria-label={`End session ${s.id}`}
                      onClick={() => void run(endSession(playerId, s.id), 'Session ended.')}
                    >
                      End session
                    </button>
                  ) : (
                    'Ended'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ledger._tag === 'Loaded' && (
        <table className={styles.table}>
          <caption>Ledger movements, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">Amount</th>
              <th scope="col">Balance after</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {ledger.value.map((m) => (
              <tr key={m.id}>
                <td data-label="When">{momentText(m.at)}</td>
                <td data-label="Kind">{m.kind}</td>
                <td data-label="Amount">{formatUsd(m.amountCents)}</td>
                <td data-label="Balance after">{formatUsd(m.balanceAfterCents)}</td>
                <td data-label="Reason">{m.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/** Who the player is, what they hold, and the lock; it stays on screen while the rest reloads. */
function PlayerHeader({ player: p, busy, said, onLock }: { player: PlayerDetail; busy: boolean; said: string | null; onLock: () => void }) {
  return (
    <>
      <PageTitle title={`Player ${p.username}`} />
      <h1>
        {p.username} (#{p.id})
      </h1>
      <p className={styles.status}>
        {p.name} · {p.email} · joined {momentText(p.createdAt)} · {p.locked ? `locked: ${p.lockReason ?? ''}` : 'open'}
      </p>
      {p.playBreak !== null && (
        <p className={styles.status} data-testid="player-break">
          {playBreakWords(p.playBreak)}
        </p>
      )}
      <p>
        Withdrawable {formatUsd(p.balances.withdrawableCents)} · Bonus {formatUsd(p.balances.bonusCents)} · Total{' '}
        {formatUsd(p.balances.totalCents)}
      </p>
      <div className={styles.actions}>
        <button type="button" className={p.locked ? styles.secondary : styles.danger} disabled={busy} onClick={onLock}>
          {p.locked ? 'Unlock the account' : 'Lock the account'}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {said ?? ''}
      </p>
    </>
  )
}

/** The player's bonus grants with their wagering progress: what the player's own bonus page shows. */
function GrantsTable({ grants }: { grants: PlayerDetail['grants'] }) {
  return (
    <table className={styles.table}>
      <caption>Bonus grants, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Promotion</th>
          <th scope="col">Amount</th>
          <th scope="col">Wagered</th>
          <th scope="col">State</th>
          <th scope="col">Expires</th>
          <th scope="col">Settled</th>
        </tr>
      </thead>
      <tbody>
        {grants.length === 0 && (
          <tr>
            <td colSpan={6}>No bonus grants.</td>
          </tr>
        )}
        {grants.map((g) => (
          <tr key={g.id}>
            <td data-label="Promotion">{g.promotion}</td>
            <td data-label="Amount">{formatUsd(g.amountCents)}</td>
            <td data-label="Wagered">
              {formatUsd(g.wageredCents)} of {formatUsd(g.requirementCents)} ({progressPercent(g.wageredCents, g.requirementCents)}%)
            </td>
            <td data-label="State">{grantStateWords(g.state)}</td>
            <td data-label="Expires">{momentText(g.expiresAt)}</td>
            <td data-label="Settled">{g.settledCents === null ? '' : formatUsd(g.settledCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
