import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { firstValueFrom } from 'rxjs'
import { makeGameLaunches } from '../../../src/core/play/game-launches'
import { makeLaunchGame } from '../../../src/core/play/launch-game.use-case'
import type { GameLauncher } from '../../../src/core/play/game-launcher.port'
import { fakeGameLauncher, throwingGameLauncher } from '../../fakes/fake-game-ports'
import { memorySessionStore } from '../../fakes/memory-session-store'
import { recordingLogger } from '../../fakes/recording-logger'

const signedIn = () => memorySessionStore({ token: 'tkn-1', userId: '42' }).store

const setup = (launcher: GameLauncher, sessions = signedIn()) => {
  const log = recordingLogger()
  const launches = makeGameLaunches()
  const launch = makeLaunchGame({ launcher, authStore: createAuthStore(sessions), sessions, logger: log.logger, launches })
  return { launch, log, launched: () => firstValueFrom(launches.count$) }
}

describe('launching a game', () => {
  it('asks for a session for the game and the signed-in player, and answers its URL', async () => {
    const fake = fakeGameLauncher(TE.right({ _tag: 'SessionOpened', sessionUrl: 'https://games.example/s/1' }))
    const { launch, launched } = setup(fake.launcher)
    expect(await launch('cf-slots-myth')()).toEqual({ _tag: 'Right', right: 'https://games.example/s/1' })
    expect(fake.requests).toEqual([{ gameId: 'cf-slots-myth', userId: '42' }])
    expect(await launched()).toBe(1)
  })

  it('asks a signed-out visitor to log in and requests nothing', async () => {
    const { launch } = setup(throwingGameLauncher, memorySessionStore().store)
    const result = await launch('cf-slots-myth')()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'NotSignedIn', message: 'Please log in to play the game.' } })
  })

  it("answers the provider's own error text, to alert as is", async () => {
    const { launch, log, launched } = setup(
      fakeGameLauncher(TE.right({ _tag: 'LaunchRefused', error: 'Game is under maintenance' })).launcher,
    )
    const result = await launch('cf-slots-myth')()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'LaunchRefused', message: 'Game is under maintenance' } })
    expect(log.errors).toEqual([])
    // Not launched: the recently played list has not changed.
    expect(await launched()).toBe(0)
  })

  it('only logs a failed request: LaunchFailed, which carries no message for the player', async () => {
    const { launch, log } = setup(fakeGameLauncher(TE.left({ _tag: 'Unexpected', status: 500 })).launcher)
    const result = await launch('cf-slots-myth')()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'LaunchFailed', error: { _tag: 'Unexpected', status: 500 } } })
    expect(log.errors).toEqual([{ message: 'Error launching game', detail: { _tag: 'Unexpected', status: 500 } }])
  })
})
