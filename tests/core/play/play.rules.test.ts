import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { canPlay } from '../../../src/core/play/play.rules'

describe('play gating', () => {
  it('lets a signed-in player play', () => {
    expect(canPlay(true)).toEqual(E.right(undefined))
  })

  it('asks a signed-out visitor to log in', () => {
    expect(canPlay(false)).toEqual(E.left('Please log in to play the game.'))
  })
})
