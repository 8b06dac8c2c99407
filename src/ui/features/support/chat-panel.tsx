import * as E from 'fp-ts/Either'
import { asyncScheduler, subscribeOn } from 'rxjs'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from '../../routing/link'
import { arrivedAnswers, deliveryMark, newestAnswerId, type Chat } from '../../../core/support/chat'
import { MAX_MESSAGE_CHARACTERS, replyPromise } from '../../../core/support/message-text.rules'
import { PATHS } from '../../../core/navigation/paths'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { useChat } from './chat-state'
import styles from './chat-panel.module.css'
import { supportArea } from '../../../composition/areas/support.area'
import { groupedDigits } from '../../../core/shared/number-text'
import { clockText } from '../../../core/shared/date-text'

/**
 * The support chat over the current page: a non-modal dialog (the game underneath keeps running),
 * reachable by keyboard, closed with Escape or its button. Messages are plain text, never HTML.
 * A live region announces each answer that arrives while it is open.
 */
export function ChatPanel() {
  const { signedIn } = useAuth()
  const { closeChat } = useChat()
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeChat()
  }
  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.panel}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Support
        </h2>
        <button type="button" className={styles.close} onClick={closeChat} aria-label="Close support chat">
          ×
        </button>
      </div>
      {signedIn ? <Conversation /> : <SignInFirst onNavigate={closeChat} />}
    </section>
  )
}

function SignInFirst({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={styles.body}>
      <p>Sign in to chat with our support team: we answer here, on any page.</p>
      <p className={styles.actions}>
        <Link href={PATHS.login} className={styles.primary} onClick={onNavigate}>
          Log in
        </Link>
        <Link href={PATHS.signup} className={styles.secondary} onClick={onNavigate}>
          Sign up
        </Link>
      </p>
    </div>
  )
}

function Conversation() {
  const watch = useDependency('WatchChat', supportArea)
  const send = useDependency('SendChatMessage', supportArea)
  const gateway = useDependency('SupportGateway', supportArea)
  const { setUnread } = useChat()
  const [chat, setChat] = useState<Chat | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const list = useRef<HTMLOListElement>(null)
  const fieldId = useId()
  const errorId = useId()

  useEffect(() => {
    let previous: Chat | null = null
    // Asked for once the panel's first frame is drawn: a tap's effects run before that frame, and
    // starting the request there held the panel back by some 7 ms at 4× (issue 27).
    const sub = watch()
      .pipe(subscribeOn(asyncScheduler))
      .subscribe((next) => {
        const arrived = arrivedAnswers(previous, next)
        if (arrived.length > 0) setAnnouncement(`New answer from support: ${arrived.map((m) => m.text).join(' ')}`)
        previous = next
        setChat(next)
        // The panel is open and shows every answer: they are read now.
        const newest = newestAnswerId(next)
        if (next.unread > 0 && newest !== null) {
          void gateway
            .markRead(newest)()
            .then((r) => setUnread(E.isRight(r) ? r.right : next.unread))
        } else setUnread(next.unread)
      })
    return () => sub.unsubscribe()
  }, [watch, gateway, setUnread])

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' })
  }, [chat?.messages.length])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    const sent = await send(draft)()
    setSending(false)
    if (E.isLeft(sent)) return setError(sent.left.message)
    setError(null)
    setDraft('')
  }

  const length = [...draft].length
  return (
    <div className={styles.body}>
      <p className={styles.promise}>{chat === null ? 'Loading your conversation…' : replyPromise(chat.operatorsOnline)}</p>
      <ol ref={list} className={styles.messages} aria-label="Conversation">
        {chat?.messages.map((m) => (
          <li key={m.id} className={m.author === 'player' ? styles.mine : styles.theirs}>
            <span className={styles.sender}>{m.author === 'player' ? 'You' : 'Support'}</span>
            <p className={styles.text}>{m.text}</p>
            <span className={styles.meta}>
              <time dateTime={m.sentAt}>{clockText(m.sentAt)}</time>
              {deliveryMark(m) !== null && <> · {deliveryMark(m)}</>}
            </span>
          </li>
        ))}
      </ol>
      {chat !== null && chat.messages.length === 0 && <p className={styles.empty}>Ask us anything: a person reads every message.</p>}
      {chat?.status === 'closed' && <p className={styles.empty}>This conversation was closed. Write again and it opens.</p>}
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          Your message
        </label>
        <textarea
          id={fieldId}
          className={styles.field}
          value={draft}
          rows={3}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              e.currentTarget.form?.requestSubmit()
            }
          }}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
        <div className={styles.row}>
          <span className={length > MAX_MESSAGE_CHARACTERS ? styles.over : styles.count}>
            {groupedDigits(length)} / {groupedDigits(MAX_MESSAGE_CHARACTERS)}
          </span>
          <button type="submit" className={styles.primary} disabled={sending}>
            Send
          </button>
        </div>
        {error !== null && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </div>
  )
}
