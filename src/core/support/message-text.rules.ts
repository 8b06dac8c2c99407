import * as E from 'fp-ts/Either'
import { groupedDigits } from '../shared/number-text'

/** The longest message, in characters (Unicode code points, as PostgreSQL's char_length counts them). */
export const MAX_MESSAGE_CHARACTERS = 2000

/** What the panel promises when no operator is online. */
export const REPLY_WITHIN_MINUTES = 15

/** An operator counts as online while their console has been heard from this recently. */
export const OPERATOR_ONLINE_WINDOW_MS = 2 * 60_000

export const MESSAGE_TOO_LONG = `A message holds at most ${groupedDigits(MAX_MESSAGE_CHARACTERS)} characters.`
export const MESSAGE_EMPTY = 'Write a message first.'
export const MESSAGE_CONTROL = 'A message may hold only text: remove the control characters (such as NUL) pasted into it.'

// C0 controls but tab and line feed (a carriage return is folded into the line feed first), DEL and
// the C1 block: none is text a person typed, and some (NUL) the database cannot even store.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

/**
 * A chat message as the player or an operator wrote it: line endings made \n, outer blank space
 * trimmed; refused when empty, longer than MAX_MESSAGE_CHARACTERS, or holding control characters.
 * The same rule runs in the browser (before sending) and on the server (which enforces it).
 */
export function messageText(raw: string): E.Either<string, string> {
  const text = raw.replace(/\r\n?/g, '\n').trim()
  if (CONTROL.test(text)) return E.left(MESSAGE_CONTROL)
  if (text === '') return E.left(MESSAGE_EMPTY)
  if ([...text].length > MAX_MESSAGE_CHARACTERS) return E.left(MESSAGE_TOO_LONG)
  return E.right(text)
}

/** Whether an operator was heard from recently enough to be online now. */
export const operatorOnline = (lastSeen: Date | null, now: Date): boolean =>
  lastSeen !== null && now.getTime() - lastSeen.getTime() <= OPERATOR_ONLINE_WINDOW_MS

/** The line the panel shows about when an answer comes. */
export const replyPromise = (online: boolean): string =>
  online ? 'An operator is online and will answer shortly.' : `Nobody is online just now: we reply within ${REPLY_WITHIN_MINUTES} minutes.`
