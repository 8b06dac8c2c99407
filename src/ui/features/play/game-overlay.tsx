import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { useNavigate } from '../../routing/navigate'
import { PATHS } from '../../../core/navigation/paths'
import { RealityCheck } from './reality-check'
import { createPortal } from 'react-dom'
import * as E from 'fp-ts/Either'
import { gameOriginOf, parseGameMessage } from '../../../core/play/game-message.rules'
import styles from './game-overlay.module.css'
import { sentinelTarget, useFocusTrap } from './use-focus-trap'
import { afterNextPaint } from '../../hooks/after-next-paint'

/**
 * What a game may do inside the casino tab. Scripts and same-origin are safe only because games
 * run on their own origin (DESIGN.md); top navigation needs a player's click, so a game cannot
 * silently send the casino tab elsewhere.
 */
export const GAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-top-navigation-by-user-activation allow-modals allow-downloads'

interface GameOverlayProps {
  readonly name: string
  readonly url: string
  readonly onClose: () => void
  /** A frame that fails to load is only logged (docs/product/messages.md#only-logged). */
  readonly onFrameError: (detail: unknown) => void
}

/** The launched game, full screen over the page: × , Escape or a click outside closes it. */
export function GameOverlay({ name, url, onClose, onFrameError }: GameOverlayProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  useFocusTrap(dialog, closeButton)
  const [latestBalance, setLatestBalance] = useState<number | null>(null)
  // The frame joins once the overlay has painted: creating it and starting the game's page, on
  // the casino's own thread, held the overlay's first frame back on a slow phone.
  const [frameUrl, setFrameUrl] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void afterNextPaint().then(() => current && setFrameUrl(url))
    return () => {
      current = false
    }
  }, [url])
  const navigate = useNavigate()
  // The reality check's Leave: the game closes and the player's transactions open.
  const leave = useCallback(() => {
    onClose()
    navigate(PATHS.transaction)
  }, [onClose, navigate])

  useEffect(() => {
    const origin = gameOriginOf(url)
    // Only this frame, from the game's own origin: any window may post to us.
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return
      const parsed = parseGameMessage(event, origin)
      if (E.isLeft(parsed)) return
      // A round's money reaches the header through the balance stream; its balance feeds the reality check.
      if (parsed.right.type === 'coinfall:close') onClose()
      else setLatestBalance(parsed.right.balanceCents)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [url, onClose])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])

  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget) onClose()
  }
  const wrap = (edge: 'start' | 'end') => () => {
    if (dialog.current) sentinelTarget(dialog.current, edge)?.focus()
  }

  return createPortal(
    <div className={styles.backdrop} onClick={onBackdrop}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <span tabIndex={0} data-focus-sentinel="" onFocus={wrap('start')} />
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label="Close game" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {frameUrl === url ? (
          <iframe
            ref={frame}
            className={styles.frame}
            title={name}
            src={url}
            sandbox={GAME_SANDBOX}
            allow="autoplay; fullscreen"
            onError={(e) => onFrameError(e.nativeEvent)}
          />
        ) : (
          <div className={styles.frame} />
        )}
        <RealityCheck latestBalanceCents={latestBalance} onLeave={leave} />
        <span tabIndex={0} data-focus-sentinel="" onFocus={wrap('end')} />
      </div>
    </div>,
    document.body,
  )
}
