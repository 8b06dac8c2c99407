import { formatUsd } from '../../../src/core/shared/money'
import type { Fairness, Round } from '../api'
import { GameApiError } from '../api'
import { h } from '../dom'
import type { PlayContext } from '../play-context'
import { canVerify } from './web-crypto'
import { verifyRound } from './verify-round'

const code = (text: string) => h('code', { class: 'seed' }, text)

/**
 * The "Provably fair" dialog: the committed server-seed hash, the client seed the player may
 * change (which reveals the old server seed), the round history with a Verify button per
 * round, and a form that recomputes any round from seeds and nonce in this browser.
 */
export function fairPanel(ctx: PlayContext) {
  let fairness: Fairness = ctx.session.fairness
  const hash = h('dd', {})
  const nonce = h('dd', {})
  const clientSeed = h('input', { id: 'client-seed', name: 'clientSeed', maxlength: '64', autocomplete: 'off', spellcheck: 'false' })
  const seedError = h('p', { class: 'field-error', id: 'client-seed-error', role: 'alert' })
  const revealed = h('div', { class: 'revealed', hidden: true })
  const rows = h('tbody', {})
  const dialog = h('dialog', { class: 'fair', 'aria-labelledby': 'fair-title' })

  const render = () => {
    hash.replaceChildren(code(fairness.serverSeedHash))
    nonce.textContent = String(fairness.nextNonce)
    if (document.activeElement !== clientSeed) clientSeed.value = fairness.clientSeed
  }

  const verifyButton = (round: Round, out: HTMLElement) => {
    const button = h('button', { type: 'button', class: 'small' }, 'Verify')
    if (round.serverSeed === null || round.fingerprint === null) {
      button.setAttribute('aria-disabled', 'true')
      button.title = 'Change the client seed to reveal this server seed, then verify.'
    }
    button.addEventListener('click', async () => {
      if (round.serverSeed === null || round.fingerprint === null) {
        out.textContent = 'The server seed is still secret: change the client seed to reveal it.'
        return
      }
      if (!canVerify()) {
        out.textContent = 'This browser only verifies on a secure (https) page.'
        return
      }
      const result = await verifyRound({
        mechanic: round.mechanic,
        risk: String(round.params.risk ?? ''),
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      })
      const ok = result.hashMatches === true && result.fingerprint === round.fingerprint
      out.dataset.ok = String(ok)
      out.textContent = ok ? `✓ Matches: ${result.fingerprint}` : `✗ Does not match: recomputed ${result.fingerprint}`
    })
    return button
  }

  const refresh = async () => {
    render()
    try {
      const { rounds } = await ctx.api.rounds()
      rows.replaceChildren(
        ...rounds.map((round) => {
          const out = h('span', { class: 'verify-out', 'aria-live': 'polite' })
          return h(
            'tr',
            {},
            h('td', {}, String(round.nonce)),
            h('td', {}, formatUsd(round.betCents)),
            h('td', {}, round.status === 'rolled_back' ? 'refunded' : formatUsd(round.winCents)),
            h('td', {}, round.fingerprint ?? 'in play', h('br', {}), out),
            h('td', {}, verifyButton(round, out)),
          )
        }),
      )
      if (rounds.length === 0) rows.replaceChildren(h('tr', {}, h('td', { colspan: '5' }, 'No rounds yet.')))
    } catch (error) {
      ctx.failed(error)
    }
  }

  const rotate = async (event: Event) => {
    event.preventDefault()
    seedError.textContent = ''
    try {
      const answer = await ctx.api.rotate(clientSeed.value)
      fairness = answer.fairness
      revealed.hidden = false
      revealed.replaceChildren(
        h(
          'p',
          {},
          `Revealed server seed of your last ${answer.revealed.roundsPlayed} rounds (hash ${answer.revealed.serverSeedHash.slice(0, 12)}…):`,
        ),
        code(answer.revealed.serverSeed),
      )
      await refresh()
    } catch (error) {
      if (error instanceof GameApiError && error.status !== 401) seedError.textContent = error.message
      else ctx.failed(error)
    }
  }

  const manual = manualForm()
  dialog.append(
    h(
      'div',
      { class: 'fair-head' },
      h('h2', { id: 'fair-title' }, 'Provably fair'),
      h('button', { type: 'button', class: 'icon-button close', 'aria-label': 'Close', onClick: () => dialog.close() }, '×'),
    ),
    h(
      'p',
      { class: 'explain' },
      'Each result is HMAC-SHA256(server seed, "client seed:nonce"). You see the server seed\'s SHA-256 before you play; changing your client seed reveals the old server seed, so you can recompute every round yourself.',
    ),
    h('dl', { class: 'seeds' }, h('dt', {}, 'Server seed hash (committed)'), hash, h('dt', {}, 'Next nonce'), nonce),
    h(
      'form',
      { class: 'seed-form', onSubmit: rotate },
      h('label', { for: 'client-seed' }, 'Your client seed'),
      h('div', { class: 'row' }, clientSeed, h('button', { type: 'submit', class: 'small' }, 'Change and reveal')),
      seedError,
    ),
    revealed,
    h('h3', {}, 'Your rounds'),
    h(
      'div',
      { class: 'table-wrap' },
      h('table', {}, h('thead', {}, h('tr', {}, ...['Nonce', 'Bet', 'Win', 'Result', ''].map((t) => h('th', { scope: 'col' }, t)))), rows),
    ),
    h('h3', {}, 'Verify any round'),
    manual,
  )
  clientSeed.setAttribute('aria-describedby', 'client-seed-error')
  document.body.append(dialog)
  ctx.shell.fairButton.addEventListener('click', () => {
    dialog.showModal()
    void refresh()
  })
  render()

  return {
    update(next?: Fairness) {
      if (next) fairness = next
      if (dialog.open) void refresh()
      else render()
    },
  }
}

/** Recompute any round from seeds typed in: the check does not depend on this server at all. */
function manualForm(): HTMLFormElement {
  const field = (id: string, label: string, input: HTMLElement) => h('div', { class: 'field' }, h('label', { for: id }, label), input)
  const mechanic = h('select', { id: 'v-mechanic' }, ...['slot', 'plinko', 'crash'].map((m) => h('option', { value: m }, m)))
  const risk = h('select', { id: 'v-risk' }, ...['low', 'medium', 'high'].map((r) => h('option', { value: r }, r)))
  const serverSeed = h('input', { id: 'v-server', required: true, autocomplete: 'off', spellcheck: 'false' })
  const clientSeed = h('input', { id: 'v-client', required: true, autocomplete: 'off', spellcheck: 'false' })
  const nonce = h('input', { id: 'v-nonce', type: 'number', min: '0', step: '1', value: '0', required: true })
  const out = h('output', { class: 'verify-out', 'aria-live': 'polite' })
  return h(
    'form',
    {
      class: 'manual',
      onSubmit: async (event: Event) => {
        event.preventDefault()
        if (!canVerify()) {
          out.textContent = 'This browser only verifies on a secure (https) page.'
          return
        }
        const result = await verifyRound({
          mechanic: mechanic.value as 'slot',
          risk: risk.value,
          serverSeed: serverSeed.value.trim(),
          clientSeed: clientSeed.value.trim(),
          nonce: Number(nonce.value),
        })
        out.replaceChildren(h('strong', {}, result.fingerprint), h('br', {}), `SHA-256 of the server seed: ${result.hash}`)
      },
    },
    field('v-mechanic', 'Game', mechanic),
    field('v-risk', 'Plinko risk', risk),
    field('v-server', 'Server seed', serverSeed),
    field('v-client', 'Client seed', clientSeed),
    field('v-nonce', 'Nonce', nonce),
    h('button', { type: 'submit', class: 'small' }, 'Verify'),
    out,
  )
}
