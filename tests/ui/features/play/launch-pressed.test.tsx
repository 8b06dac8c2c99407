import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { LaunchAnswer } from '../../../../src/core/play/game-launcher.port'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import { fakeGameLauncher } from '../../../fakes/fake-game-ports'
import { aGame, countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

/** A launcher whose answer comes when the test says. */
function heldLauncher() {
  let answer: (result: E.Either<GatewayError, LaunchAnswer>) => void = () => undefined
  const { launcher } = fakeGameLauncher(() => new Promise((resolve) => (answer = resolve)))
  return { launcher, answer: (result: E.Either<GatewayError, LaunchAnswer>) => answer(result) }
}

describe('Play Now', () => {
  it('shows pressed at once, then the loader, then the game; pressed no longer once it opened', async () => {
    const { catalog } = countingCatalog({}, [aGame(1), aGame(2)])
    const held = heldLauncher()
    renderLobbyApp('/casino', { catalog, signedIn: true, overrides: { GameLauncher: held.launcher } })
    const play = await screen.findByRole('button', { name: 'Play Now Game 1' }, { timeout: 5000 })

    await userEvent.click(play)
    expect(play.dataset.opening).toBe('true')
    expect(screen.getByRole('button', { name: 'Play Now Game 2' }).dataset.opening).toBeUndefined()
    // The loader follows a frame behind the pressed button.
    expect((await screen.findByRole('status')).textContent).toContain('Loading game…')

    held.answer(E.right({ _tag: 'SessionOpened', sessionUrl: 'https://games.example/play/1' }))
    await screen.findByRole('dialog', { name: 'Game 1' })
    await waitFor(() => expect(play.dataset.opening).toBeUndefined())
  })

  it("draws the game's overlay first and adds the game's frame once it has painted", async () => {
    const { catalog } = countingCatalog({}, [aGame(1)])
    const held = heldLauncher()
    renderLobbyApp('/casino', { catalog, signedIn: true, overrides: { GameLauncher: held.launcher } })
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Game 1' }, { timeout: 5000 }))
    await screen.findByRole('status')
    // What each commit left in the document: whether the dialog, and its frame, were there.
    const commits: string[] = []
    const observer = new MutationObserver(() => {
      // The game's, modal: a signed-in page also draws the support chat's panel ahead, hidden.
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]')
      if (dialog) commits.push(dialog.querySelector('iframe') ? 'dialog with frame' : 'dialog')
    })
    observer.observe(document.body, { childList: true, subtree: true })
    held.answer(E.right({ _tag: 'SessionOpened', sessionUrl: 'https://games.example/play/1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Game 1' })
    expect((await within(dialog).findByTitle('Game 1')).getAttribute('src')).toBe('https://games.example/play/1')
    observer.disconnect()
    expect(commits[0]).toBe('dialog')
    expect(commits.at(-1)).toBe('dialog with frame')
  })

  it('is not left pressed when the launch is refused', async () => {
    const { catalog } = countingCatalog({}, [aGame(1)])
    const held = heldLauncher()
    const { notices } = renderLobbyApp('/casino', { catalog, signedIn: true, overrides: { GameLauncher: held.launcher } })
    const play = await screen.findByRole('button', { name: 'Play Now Game 1' }, { timeout: 5000 })
    await userEvent.click(play)
    expect(play.dataset.opening).toBe('true')
    held.answer(E.right({ _tag: 'LaunchRefused', error: 'This game is not available in your region.' }))
    await waitFor(() => expect(play.dataset.opening).toBeUndefined())
    expect(screen.queryByRole('status')).toBeNull()
    expect(notices).toContainEqual({ kind: 'alert', message: 'This game is not available in your region.' })
  })
})
