import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { gameOriginOf, parseGameMessage } from '../../../src/core/play/game-message.rules'

const GAME = 'http://localhost:3001'
const origin = fc.webUrl().map((u) => new URL(u).origin)
const balance = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })

describe('parseGameMessage', () => {
  test.prop([balance])('accepts a round message from the game origin', (cents) => {
    expect(parseGameMessage({ origin: GAME, data: { type: 'coinfall:round', balanceCents: cents } }, GAME)).toEqual(
      E.right({ type: 'coinfall:round', balanceCents: cents }),
    )
  })

  test.prop([origin.filter((o) => o !== GAME), balance])('refuses any other origin, whatever it sends', (from, cents) => {
    expect(parseGameMessage({ origin: from, data: { type: 'coinfall:round', balanceCents: cents } }, GAME)).toEqual(E.left('ForeignOrigin'))
  })

  it.each(['http://localhost:3001/', 'http://localhost:30011', 'https://localhost:3001', 'null', ''])(
    'refuses the near miss %j',
    (from) => {
      expect(parseGameMessage({ origin: from, data: { type: 'coinfall:round', balanceCents: 1 } }, GAME)).toEqual(E.left('ForeignOrigin'))
    },
  )

  it('trusts nothing when the game origin is unknown', () => {
    expect(parseGameMessage({ origin: '', data: { type: 'coinfall:round', balanceCents: 1 } }, '')).toEqual(E.left('ForeignOrigin'))
  })

  it('accepts a close request from the game origin, and only from there', () => {
    expect(parseGameMessage({ origin: GAME, data: { type: 'coinfall:close' } }, GAME)).toEqual(E.right({ type: 'coinfall:close' }))
    expect(parseGameMessage({ origin: 'https://evil.example', data: { type: 'coinfall:close' } }, GAME)).toEqual(E.left('ForeignOrigin'))
  })

  test.prop([fc.anything()])('never throws on any data, and accepts only well-formed round or close messages', (data) => {
    const result = parseGameMessage({ origin: GAME, data }, GAME)
    if (E.isRight(result)) {
      const message = result.right
      if (message.type === 'coinfall:round') expect(Number.isSafeInteger(message.balanceCents) && message.balanceCents >= 0).toBe(true)
      else expect(message).toEqual({ type: 'coinfall:close' })
    } else {
      expect(result.left).toBe('NotAGameMessage')
    }
  })

  it.each([-1, 1.5, Number.NaN, Infinity, '100', null])('refuses the balance %j', (balanceCents) => {
    expect(parseGameMessage({ origin: GAME, data: { type: 'coinfall:round', balanceCents } }, GAME)).toEqual(E.left('NotAGameMessage'))
  })
})

describe('gameOriginOf', () => {
  test.prop([fc.webUrl()])('is the origin of an http(s) SessionUrl', (url) => {
    expect(gameOriginOf(url)).toBe(new URL(url).origin)
  })

  it.each(['javascript:alert(1)', 'not a url', 'data:text/html,hi', ''])('is empty for %j', (url) => {
    expect(gameOriginOf(url)).toBe('')
  })
})
