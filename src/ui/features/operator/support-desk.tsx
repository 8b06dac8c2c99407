import * as E from 'fp-ts/Either'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { OperatorUser } from '../../../core/operator/operator'
import { operatorErrorText, operatorRefusalText } from '../../../core/operator/operator-error.rules'
import {
  heldByAnother,
  INBOX_VIEWS,
  type Inbox,
  type InboxView,
  type SupportConversation,
} from '../../../core/operator/support/support-desk'
import { formatUsd } from '../../../core/shared/money'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { momentText } from '../../../core/shared/date-text'
import styles from './operator.module.css'
import desk from './support-desk.module.css'

const moment = (iso: string | null) => (iso === null ? '—' : momentText(iso))

/**
 * The Support screen (permission `support`): the inbox (unassigned, mine, all) beside the open
 * conversation and what helps answer it. Both follow the support stream, so a player's message
 * shows without a reload. Message text is shown as text, never HTML.
 */
export function SupportDeskScreen({ user }: { user: OperatorUser }) {
  const loadInbox = useOperatorDependency('LoadSupportInbox')
  const openConversation = useOperatorDependency('OpenConversation')
  const watch = useOperatorDependency('WatchSupportDesk')
  const [view, setView] = useState<InboxView>('unassigned')
  const [inbox, setInbox] = useState<Inbox | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [conversation, setConversation] = useState<SupportConversation | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [tick, setTick] = useState(0)

  useEffect(() => {
    // Any change may move a conversation between views: the inbox and the open one are read again.
    const sub = watch().subscribe(() => setTick((t) => t + 1))
    return () => sub.unsubscribe()
  }, [watch])

  useEffect(() => {
    let live = true
    void loadInbox(view)().then((r) => {
      if (!live) return
      if (E.isRight(r)) setInbox(r.right)
      else setProblem(operatorErrorText(r.left))
    })
    return () => {
      live = false
    }
  }, [loadInbox, view, tick])

  useEffect(() => {
    if (selected === null) return
    let live = true
    void openConversation(selected)().then((r) => {
      if (!live) return
      if (E.isRight(r)) setConversation(r.right)
      else setProblem(operatorRefusalText(r.left))
    })
    return () => {
      live = false
    }
  }, [openConversation, selected, tick])

  return (
    <div className={desk.layout}>
      <PageTitle title="Support" />
      <section aria-labelledby="support-inbox" className={desk.inbox}>
        <h1 id="support-inbox" className={desk.heading}>
          Support inbox
        </h1>
        <p className={styles.status}>{inbox?.operatorsOnline ? 'Players see that support is online.' : ' '}</p>
        <div role="group" aria-label="Inbox view" className={desk.views}>
          {INBOX_VIEWS.map(([key, label]) => (
            <button key={key} type="button" className={styles.secondary} aria-pressed={view === key} onClick={() => setView(key)}>
              {label}
            </button>
          ))}
        </div>
        {problem !== null && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        {inbox !== null && inbox.rows.length === 0 && <p className={styles.status}>No conversations here.</p>}
        <ul className={desk.rows}>
          {inbox?.rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className={desk.row}
                aria-current={row.id === selected ? 'true' : undefined}
                onClick={() => {
                  setProblem(null)
                  setSelected(row.id)
                }}
              >
                <span className={desk.rowHead}>
                  <strong>{row.playerUsername}</strong>
                  {row.unread > 0 && <span className={desk.unread}>{row.unread} unread</span>}
                </span>
                <span className={desk.preview}>{row.preview}</span>
                <span className={desk.meta}>
                  {row.status === 'closed' ? 'Closed' : row.holder === null ? 'Unassigned' : `With ${row.holder.name}`} ·{' '}
                  {moment(row.lastMessageAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {conversation !== null && selected === conversation.id ? (
        <ConversationPane
          user={user}
          conversation={conversation}
          onChanged={(c) => {
            setConversation(c)
            setTick((t) => t + 1)
          }}
        />
      ) : (
        <p className={`${styles.status} ${desk.pane}`}>Choose a conversation.</p>
      )}
    </div>
  )
}

function ConversationPane({
  user,
  conversation: c,
  onChanged,
}: {
  user: OperatorUser
  conversation: SupportConversation
  onChanged: (c: SupportConversation) => void
}) {
  const actions = useOperatorDependency('SupportActions')
  const [draft, setDraft] = useState('')
  const [said, setSaid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const other = heldByAnother(c, user.id)

  const act = async (task: () => Promise<E.Either<Parameters<typeof operatorRefusalText>[0], SupportConversation>>, after?: () => void) => {
    setBusy(true)
    const result = await task()
    setBusy(false)
    if (E.isLeft(result)) return setSaid(operatorRefusalText(result.left))
    setSaid(null)
    after?.()
    onChanged(result.right)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void act(actions.reply(c.id, draft), () => setDraft(''))
  }

  return (
    <>
      <section aria-labelledby="support-conversation" className={desk.pane}>
        <h2 id="support-conversation" className={desk.heading}>
          Conversation with {c.player.username}
        </h2>
        <p className={styles.status}>
          {c.status === 'closed' ? 'Closed.' : c.holder === null ? 'Nobody has claimed it.' : `Claimed by ${c.holder.name}.`}
        </p>
        <div className={styles.actions}>
          {c.status === 'open' && c.holder === null && (
            <button type="button" className={styles.button} disabled={busy} onClick={() => void act(actions.claim(c.id))}>
              Claim
            </button>
          )}
          {c.status === 'open' && !other && (
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => void act(actions.close(c.id))}>
              Close
            </button>
          )}
        </div>
        <ol className={desk.messages} aria-label="Messages">
          {c.messages.map((m) => (
            <li key={m.id} className={m.author === 'operator' ? desk.ours : desk.theirs}>
              <span className={desk.sender}>{m.author === 'operator' ? 'Support' : c.player.username}</span>
              <p className={desk.text}>{m.text}</p>
              <span className={desk.meta}>
                {moment(m.sentAt)}
                {m.author === 'operator' && <> · {m.read ? 'Read' : 'Sent'}</>}
              </span>
            </li>
          ))}
        </ol>
        {said !== null && (
          <p role="alert" className={styles.error}>
            {said}
          </p>
        )}
        {!other && (
          <form onSubmit={submit} className={desk.reply} noValidate>
            <label htmlFor={fieldId}>Reply</label>
            <textarea id={fieldId} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} className={desk.field} />
            <button type="submit" className={styles.button} disabled={busy}>
              Send reply
            </button>
          </form>
        )}
      </section>
      <aside aria-labelledby="support-player" className={desk.context}>
        <h2 id="support-player" className={desk.heading}>
          {c.player.name} ({c.player.username})
        </h2>
        <p className={styles.status}>
          {c.player.email}
          {c.player.locked && ' · locked'}
        </p>
        <dl className={desk.balances}>
          <dt>Withdrawable</dt>
          <dd>{formatUsd(c.player.balances.withdrawableCents)}</dd>
          <dt>Bonus</dt>
          <dd>{formatUsd(c.player.balances.bonusCents)}</dd>
          <dt>Total</dt>
          <dd>{formatUsd(c.player.balances.totalCents)}</dd>
        </dl>
        <table className={styles.table}>
          <caption>Last deposits</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {c.player.deposits.length === 0 && (
              <tr>
                <td colSpan={3}>None yet.</td>
              </tr>
            )}
            {c.player.deposits.map((d) => (
              <tr key={d.id}>
                <td data-label="When">{moment(d.createdAt)}</td>
                <td data-label="Amount">{formatUsd(d.amountCents)}</td>
                <td data-label="State">{d.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>Last withdrawals</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {c.player.withdrawals.length === 0 && (
              <tr>
                <td colSpan={3}>None yet.</td>
              </tr>
            )}
            {c.player.withdrawals.map((w) => (
              <tr key={w.id}>
                <td data-label="When">{moment(w.createdAt)}</td>
                <td data-label="Amount">{formatUsd(w.amountCents)}</td>
                <td data-label="State">
                  {w.status} ({w.stage})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </aside>
    </>
  )
}
