import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createServer, type Plugin, type Rollup } from 'vite'
import { precompressFiles } from './precompress.ts'
import { prerenderedPage, withScreenFiles, type ScreenFiles } from './prerendered-page.ts'

/**
 * The public routes sent as HTML, and the lazy modules each one's first render shows. The
 * player's lobby is not a visitor's to prerender: its page only preloads its chunks (a shell).
 */
const PRERENDERED_ROUTES: ReadonlyArray<{ path: string; file: string; screens: readonly string[]; shellOnly?: true }> = [
  { path: '/', file: 'landing.html', screens: ['src/ui/features/landing/landing-page.tsx'] },
  { path: '/casino', file: 'casino.html', screens: ['src/ui/layout/app-layout.tsx', 'src/ui/features/lobby/casino-page.tsx'] },
  { path: '/login', file: 'login.html', screens: ['src/ui/features/auth/login-page.tsx'] },
  { path: '/signup', file: 'signup.html', screens: ['src/ui/features/auth/signup-page.tsx'] },
  { path: '/register', file: 'register.html', screens: ['src/ui/features/auth/signup-page.tsx'] },
  {
    path: '/dashboard',
    file: 'dashboard.html',
    screens: ['src/ui/layout/app-layout.tsx', 'src/ui/features/lobby/dashboard-page.tsx'],
    shellOnly: true,
  },
]

/** What index.html (every other address: the layout's screens) preloads beside the entry. */
const FALLBACK_SCREENS = ['src/ui/layout/app-layout.tsx']

/** Where the server finds the pages (server/http/plugins/spa.ts): `{ "/casino": "prerendered/casino.html", ... }`. */
const PRERENDERED_INDEX = 'prerendered.json'

type Chunks = ReadonlyMap<string, Rollup.OutputChunk>

interface Build {
  readonly chunks: Chunks
  readonly byModule: ReadonlyMap<string, Rollup.OutputChunk>
  /** The entry chunk index.html loads itself, with its own imports and styles. */
  readonly entry: string
  readonly base: string
}

/** A screen's chunks (its own and every one it imports statically) and their stylesheets, as URLs, but for what the entry loads itself. */
function screenFiles({ chunks, byModule, entry, base }: Build, modules: readonly string[]): ScreenFiles {
  const seen = new Set<string>()
  const styles: string[] = []
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) {
      const next = chunks.get(imported)
      if (next !== undefined) visit(next)
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css)
  }
  visit(chunks.get(entry)!)
  const [entryChunks, entryStyles] = [seen.size, styles.length]
  for (const module of modules) {
    const chunk = byModule.get(module)
    if (chunk === undefined) throw new Error(`no chunk of its own for ${module}: is it still imported lazily?`)
    visit(chunk)
  }
  return {
    styles: styles.slice(entryStyles).map((f) => base + f),
    scripts: [...seen].slice(entryChunks).map((f) => base + f),
  }
}

/**
 * Prerenders the public routes after the client build (React's own prerender of src/prerender.tsx
 * through Vite, so CSS modules name their classes as the build did) and writes each as a page with
 * its styles and chunks linked, plus compressed copies; index.html gets the layout's linked.
 */
export const prerendered = (): Plugin => {
  let root = ''
  let outDir = ''
  let base = '/'
  let configFile: string | undefined
  let chunks: Chunks = new Map()
  return {
    name: 'coinfall:prerender',
    apply: (config, env) => env.command === 'build' && config.build?.ssr === undefined,
    configResolved: (config) => {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      base = config.base
      configFile = config.configFile
    },
    writeBundle: (_options, bundle) => {
      chunks = new Map(Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out] as const] : [])))
    },
    closeBundle: {
      sequential: true,
      handler: async () => {
        const byModule = new Map(
          [...chunks.values()].flatMap((c) => (c.facadeModuleId === null ? [] : [[relative(root, c.facadeModuleId), c] as const])),
        )
        const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'main')
        if (entry === undefined) throw new Error('the build has no main entry chunk')
        const build: Build = { chunks, byModule, entry: entry.fileName, base }
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        const vite = await createServer({
          configFile,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        })
        try {
          const render = (await vite.ssrLoadModule('/src/prerender.tsx')) as { prerenderRoute: (path: string) => Promise<string> }
          mkdirSync(join(outDir, 'prerendered'), { recursive: true })
          const index: Record<string, string> = {}
          const written: string[] = []
          for (const route of PRERENDERED_ROUTES) {
            const files = screenFiles(build, route.screens)
            const page = route.shellOnly
              ? withScreenFiles(template, files)
              : prerenderedPage(template, await render.prerenderRoute(route.path), files)
            written.push(join(outDir, 'prerendered', route.file))
            writeFileSync(written.at(-1)!, page)
            index[route.path] = `prerendered/${route.file}`
          }
          writeFileSync(join(outDir, PRERENDERED_INDEX), JSON.stringify(index, null, 2))
          writeFileSync(join(outDir, 'index.html'), withScreenFiles(template, screenFiles(build, FALLBACK_SCREENS)))
          // Whichever order the build runs its last steps in, no compressed copy is older than its page.
          precompressFiles([...written, join(outDir, 'index.html')])
        } finally {
          await vite.close()
        }
      },
    },
  }
}
