import './styles.css'
import { gameApi, GameApiError, type Fairness } from './api'
import { gameAudio } from './audio'
import { crashView } from './crash/crash-view'
import { h } from './dom'
import { fairPanel } from './fairness/fair-panel'
import { closeOnEscape, tellCasino } from './parent-messages'
import type { MechanicView, PlayContext } from './play-context'
import { plinkoView } from './plinko/plinko-view'
import { gameShell } from './shell'
import { slotView } from './slot/slot-view'

const app = document.getElementById('app')!

const notice = (title: string, text: string) => {
  app.removeAttribute('aria-busy')
  app.replaceChildren(h('div', { class: 'notice' }, h('h1', {}, title), h('p', {}, text)))
}

const PLAY_LABEL = { slot: 'Spin', plinko: 'Drop ball', crash: 'Bet' } as const

/** Space or Enter plays from anywhere on the page except a field or another control. */
const bindKeys = (view: MechanicView) => {
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return
    if (event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target as HTMLElement | null
    if (target?.closest('button, input, select, textarea, a, dialog, [contenteditable="true"]')) return
    event.preventDefault()
    view.play()
  })
}

async function boot(): Promise<void> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="coinfall-play-token"]')?.content
  if (!token) return notice('Open this game from the casino', 'Games start from a game card in Coinfall, which opens them here.')
  const api = gameApi(token)
  let session
  try {
    session = await api.session()
  } catch (error) {
    return notice('This game session has ended', error instanceof GameApiError ? error.message : 'Close the game and launch it again.')
  }
  const audio = gameAudio()
  const shell = gameShell(app, session.game, audio, PLAY_LABEL[session.game.mechanic])
  let panel: ReturnType<typeof fairPanel> | null = null
  const ctx: PlayContext = {
    api,
    audio,
    shell,
    session,
    settled: (balanceCents: number | null, fairness?: Fairness) => {
      shell.setBalance(balanceCents)
      tellCasino(session.casinoOrigin, balanceCents)
      panel?.update(fairness)
    },
    failed: (error: unknown) => {
      if (error instanceof GameApiError && error.status === 401) return notice('This game session has ended', error.message)
      shell.announce(error instanceof GameApiError ? error.message : 'Something went wrong. Please try again.', 'error')
      void api.balance().then(
        (b) => shell.setBalance(b.balanceCents),
        () => undefined,
      )
    },
  }
  shell.setBalance(session.balanceCents)
  tellCasino(session.casinoOrigin, session.balanceCents)
  closeOnEscape(session.casinoOrigin)
  const view = session.game.mechanic === 'slot' ? slotView(ctx) : session.game.mechanic === 'plinko' ? plinkoView(ctx) : crashView(ctx)
  panel = fairPanel(ctx)
  shell.play.addEventListener('click', () => {
    if (shell.play.getAttribute('aria-disabled') !== 'true') view.play()
  })
  bindKeys(view)
}

void boot()
