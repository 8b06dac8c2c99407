import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { hashOpaqueToken, newOpaqueToken } from '../../play/opaque-token'
import type { ProviderSessions } from '../provider-sessions'
import { allowFramingBy } from './provider-headers'

const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{43}$/

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A page with no script for when there is no game to show; it borrows the game's stylesheet. */
const notice = (template: string | null, title: string, text: string): string => {
  const styles = (template?.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${styles}</head><body class="notice"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
}

/**
 * GET /play/{launchToken}: spends the launch token and answers the game page (the Vite-built
 * game/index.html) with a fresh play token in a meta tag, framable only by the session's casino.
 */
export function playPageRoutes(deps: { readonly sessions: ProviderSessions; readonly clientDir: string }) {
  return async (app: FastifyInstance) => {
    let template: Promise<string | null> | null = null
    const loadTemplate = () =>
      (template ??= readFile(join(deps.clientDir, 'game', 'index.html'), 'utf8').catch(() => {
        template = null
        return null
      }))
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

    app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
      const page = await loadTemplate()
      const token = request.params.token
      const launchHash = LAUNCH_TOKEN.test(token) ? hashOpaqueToken(token) : null
      if (page === null) {
        return html(reply, 503, notice(null, 'The game is not built yet', 'Run npm run build on the server, then launch the game again.'))
      }
      const playToken = newOpaqueToken()
      const session = launchHash === null ? null : await deps.sessions.redeemLaunch(launchHash, hashOpaqueToken(playToken))
      if (session === null) {
        const origin = launchHash === null ? null : await deps.sessions.casinoOriginOfLaunch(launchHash)
        if (origin !== null) allowFramingBy(reply, origin)
        return html(
          reply,
          410,
          notice(
            page,
            'This game link has expired',
            'Game links work once and for two minutes. Close the game and launch it again from the casino.',
          ),
        )
      }
      allowFramingBy(reply, session.casinoOrigin)
      return html(reply, 200, page.replace('</head>', `<meta name="coinfall-play-token" content="${escapeHtml(playToken)}">\n</head>`))
    })
  }
}
