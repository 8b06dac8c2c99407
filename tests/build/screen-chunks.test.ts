import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Rollup } from 'vite'
import { screenChunks } from '../../scripts/build/screen-chunks'

// A small app shaped like ours: an entry with lazy screens, a landing outside the layout, a layout
// and a lobby inside it, and modules they share in each way.
const FILES: Record<string, string> = {
  'main.js': `import { entryOnly } from './entry-only.js'
const screens = [() => import('./landing.js'), () => import('./app-layout.js'), () => import('./lobby-page.js')]
for (const load of screens) load().then((screen) => console.log(entryOnly, screen))`,
  'entry-only.js': `export const entryOnly = 'entry'`,
  'landing.js': `import { everywhere } from './everywhere.js'
export const landing = everywhere + ' landing'`,
  'everywhere.js': `export const everywhere = 'shared by the landing and the layout'`,
  'app-layout.js': `import { everywhere } from './everywhere.js'
import { header } from './header.js'
export const layout = everywhere + header`,
  'header.js': `import { balance } from './balance.js'
export const header = 'header ' + balance`,
  'balance.js': `export const balance = 'balance'`,
  'lobby-page.js': `import { header } from './header.js'
import { grid } from './grid.js'
export const lobby = header + grid`,
  'grid.js': `import { card } from './card.js'
export const grid = 'grid ' + card`,
  'card.js': `export const card = 'card'`,
}

describe('screen chunks', () => {
  let root = ''
  let chunks: Rollup.OutputChunk[] = []
  const named = (name: string) => chunks.find((c) => c.name === name)
  const modulesOf = (chunk: Rollup.OutputChunk | undefined) => (chunk?.moduleIds ?? []).map((id) => basename(id))
  const facadeOf = (file: string) => chunks.find((c) => c.facadeModuleId !== null && basename(c.facadeModuleId) === file)
  /** Every chunk a chunk loads before it runs, itself included. */
  const loadedWith = (chunk: Rollup.OutputChunk): string[] => {
    const seen = new Set<string>()
    const visit = (c: Rollup.OutputChunk) => {
      if (seen.has(c.fileName)) return
      seen.add(c.fileName)
      for (const file of c.imports) visit(chunks.find((x) => x.fileName === file)!)
    }
    visit(chunk)
    return [...seen]
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'screen-chunks-'))
    for (const [file, code] of Object.entries(FILES)) writeFileSync(join(root, file), code)
    const grouped = screenChunks({
      keepApart: ['main.js', 'landing.js'],
      groups: [
        { name: 'layout', screens: ['app-layout.js'] },
        { name: 'lobby', screens: ['lobby-page.js'] },
      ],
    })
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [grouped.plugin],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: join(root, 'main.js'), output: { codeSplitting: { groups: grouped.groups } } },
      },
    })) as Rollup.RollupOutput
    chunks = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  }, 30_000)

  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("puts what a group's screens import, and nothing the entry or the landing imports, in one chunk", () => {
    expect(modulesOf(named('layout')).sort()).toEqual(['balance.js', 'header.js'])
    expect(modulesOf(named('lobby')).sort()).toEqual(['card.js', 'grid.js'])
  })

  it('leaves each screen a chunk of its own, which the prerendered pages preload', () => {
    for (const screen of ['landing.js', 'app-layout.js', 'lobby-page.js']) expect(facadeOf(screen), screen).toBeDefined()
  })

  it('lets the landing load none of the groups', () => {
    const loaded = loadedWith(facadeOf('landing.js')!)
    expect(loaded).not.toContain(named('layout')!.fileName)
    expect(loaded).not.toContain(named('lobby')!.fileName)
  })

  it('lets the lobby load the layout group it builds on', () => {
    expect(loadedWith(facadeOf('lobby-page.js')!)).toEqual(expect.arrayContaining([named('layout')!.fileName, named('lobby')!.fileName]))
  })
})
