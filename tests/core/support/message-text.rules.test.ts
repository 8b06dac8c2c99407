import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  MESSAGE_CONTROL,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  messageText,
  operatorOnline,
  OPERATOR_ONLINE_WINDOW_MS,
  replyPromise,
} from '../../../src/core/support/message-text.rules'
import { arrivedAnswers, chatEntryLabel, deliveryMark, newestAnswerId, type Chat } from '../../../src/core/support/chat'

describe('a support message’s text', () => {
  it('keeps text, tabs and line breaks, folding CRLF and trimming the outside', () => {
    expect(messageText('  hello\r\nthere\tfriend \n')).toEqual(E.right('hello\nthere\tfriend'))
    expect(messageText('<script>alert(1)</script>')).toEqual(E.right('<script>alert(1)</script>'))
  })

  it('refuses control characters, C1 controls and DEL, empty text and more than 2,000 characters', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[2J', 'x\u007f', 'x\u0085', 'x\u009f', 'a\u000bb', 'a\u000cb']) {
      expect(messageText(bad), JSON.stringify(bad)).toEqual(E.left(MESSAGE_CONTROL))
    }
    expect(messageText(' \n\t ')).toEqual(E.left(MESSAGE_EMPTY))
    expect(messageText('x'.repeat(2000))).toEqual(E.right('x'.repeat(2000)))
    expect(messageText('x'.repeat(2001))).toEqual(E.left(MESSAGE_TOO_LONG))
    // Characters, not UTF-16 units: the database's char_length counts the same way.
    expect(E.isRight(messageText('\u{1f600}'.repeat(2000)))).toBe(true)
    expect(messageText('\u{1f600}'.repeat(2001))).toEqual(E.left(MESSAGE_TOO_LONG))
    expect(MESSAGE_TOO_LONG).toBe('A message holds at most 2,000 characters.')
  })

  it('counts an operator online within the window, and says when to expect an answer', () => {
    const now = new Date('2030-01-01T12:00:00Z')
    expect(operatorOnline(null, now)).toBe(false)
    expect(operatorOnline(new Date(now.getTime() - OPERATOR_ONLINE_WINDOW_MS), now)).toBe(true)
    expect(operatorOnline(new Date(now.getTime() - OPERATOR_ONLINE_WINDOW_MS - 1), now)).toBe(false)
    expect(replyPromise(false)).toBe('Nobody is online just now: we reply within 15 minutes.')
  })
})

describe('the chat panel’s rules', () => {
  const chat = (messages: Chat['messages']): Chat => ({
    status: 'open',
    messages,
    unread: 0,
    operatorsOnline: true,
    replyWithinMinutes: 15,
  })
  const q = { id: 1, author: 'player' as const, text: 'q', sentAt: '', read: false }
  const a = { id: 2, author: 'operator' as const, text: 'a', sentAt: '', read: false }

  it('announces only answers that were not there before, and nothing on the first read', () => {
    expect(arrivedAnswers(null, chat([q, a]))).toEqual([])
    expect(arrivedAnswers(chat([q]), chat([q, a]))).toEqual([a])
    expect(arrivedAnswers(chat([q, a]), chat([q, a, { ...q, id: 3 }]))).toEqual([])
  })

  it('marks, labels and finds the newest answer', () => {
    expect(newestAnswerId(chat([q, a, { ...q, id: 3 }]))).toBe(2)
    expect(newestAnswerId(chat([q]))).toBeNull()
    expect([deliveryMark(q), deliveryMark({ ...q, read: true }), deliveryMark(a)]).toEqual(['Sent', 'Read', null])
    expect([chatEntryLabel(0), chatEntryLabel(1), chatEntryLabel(3)]).toEqual([
      'Chat with support',
      'Chat with support, 1 unread answer',
      'Chat with support, 3 unread answers',
    ])
  })
})
