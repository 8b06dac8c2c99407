import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isSourceMap } from '../source-map-path'

/**
 * Serves the built SPA and answers any other GET that wants HTML with index.html, so deep links
 * such as /category/3 load the app. Unknown /api paths stay JSON 404s, and so does any source map.
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
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'))
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
    if (hasClient && wantsHtml && !request.url.startsWith('/api/') && !isSourceMap(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html')
    }
    return reply.status(404).send({ message: 'Not found.' })
  })
}
