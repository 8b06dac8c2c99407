import { useEffect, useRef } from 'react'
import { Subject } from 'rxjs'
import type { GameRoundMessage } from '../../../core/games/game-message.rules'

// Rounds reported by the open game, for whatever shows the balance (the header) to reload it.
const rounds = new Subject<GameRoundMessage>()

/** Called by the overlay for each verified round message. */
export const announceRound = (message: GameRoundMessage): void => rounds.next(message)

/** Runs `onRound` after every round a game reports while this component is mounted. */
export function useGameRounds(onRound: (message: GameRoundMessage) => void): void {
  const latest = useRef(onRound)
  latest.current = onRound
  useEffect(() => {
    const sub = rounds.subscribe((m) => latest.current(m))
    return () => sub.unsubscribe()
  }, [])
}
