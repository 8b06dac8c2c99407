import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isSourceMap } from '../source-map-path'

/** The build's list of prerendered pages (scripts/build/prerender.ts): path -> file in the client folder. */
const prerenderedPages = (clientDir: string): ReadonlyMap<string, string> => {
  const index = join(clientDir, 'prerendered.json')
  if (!existsSync(index)) return new Map()
  const parsed = JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>
  return new Map(Object.entries(parsed))
}

/**
 * Serves the built SPA and answers any other GET that wants HTML with index.html, so deep links
 * such as /category/3 load the app. A public route the build prerendered gets its page instead
 * (painted before any script runs), unless a query string may change what it shows. Unknown /api
 * paths stay JSON 404s, and so does any source map.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/build/precompress.ts); sent as they are.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under /assets; the rest may change between releases.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    const pages = prerenderedPages(clientDir)
    for (const [path, file] of pages) {
      app.get(path, (request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(request.url.includes('?') ? 'index.html' : file))
    }
    await app.register(async (scope) => {
      // A prerendered form the browser submitted itself, before the app took it over (a quick
      // Enter, an autofill): its body, a password maybe, is dropped unread and the page comes back.
      scope.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'buffer', bodyLimit: 64 * 1024 },
        (_request, _body, done) => done(null, undefined),
      )
      for (const path of pages.keys()) scope.post(path, (_request, reply) => reply.redirect(path, 303))
    })
    if (!app.hasRoute({ method: 'GET', url: '/' })) {
      app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'))
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
    if (hasClient && wantsHtml && !request.url.startsWith('/api/') && !isSourceMap(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html')
    }
    return reply.status(404).send({ message: 'Not found.' })
  })
}
