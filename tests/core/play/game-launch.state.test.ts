import { describe, expect, it } from 'vitest'
import { GAME_LAUNCH_CLOSED, gameLaunchReducer, type GameLaunchEvent } from '../../../src/core/play/game-launch.state'

const run = (...events: GameLaunchEvent[]) => events.reduce(gameLaunchReducer, GAME_LAUNCH_CLOSED)

describe('the game overlay', () => {
  it('shows the loader while launching', () => {
    expect(run({ _tag: 'LaunchStarted' })).toEqual({ _tag: 'Loading' })
  })

  it('opens with the session URL', () => {
    expect(run({ _tag: 'LaunchStarted' }, { _tag: 'SessionOpened', url: 'https://g.example/1' })).toEqual({
      _tag: 'Open',
      url: 'https://g.example/1',
    })
  })

  it('clears the URL on close', () => {
    expect(run({ _tag: 'LaunchStarted' }, { _tag: 'SessionOpened', url: 'https://g.example/1' }, { _tag: 'CloseClicked' })).toEqual({
      _tag: 'Closed',
    })
  })

  it('drops the loader when a launch ends without a session', () => {
    expect(run({ _tag: 'LaunchStarted' }, { _tag: 'LaunchEnded' })).toEqual({ _tag: 'Closed' })
  })

  it('ignores a session that arrives after the player closed the loader', () => {
    expect(run({ _tag: 'LaunchStarted' }, { _tag: 'CloseClicked' }, { _tag: 'SessionOpened', url: 'https://g.example/1' })).toEqual({
      _tag: 'Closed',
    })
  })

  it('keeps an open game when the launch is reported ended', () => {
    expect(run({ _tag: 'LaunchStarted' }, { _tag: 'SessionOpened', url: 'https://g.example/1' }, { _tag: 'LaunchEnded' })).toEqual({
      _tag: 'Open',
      url: 'https://g.example/1',
    })
  })
})
