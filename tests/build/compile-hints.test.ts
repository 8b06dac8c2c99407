import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Rollup } from 'vite'
import { SourceMapConsumer } from 'source-map-js'
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from '../../scripts/build/compile-hints'

// An entry that loads a screen later: only the entry is hinted.
const FILES: Record<string, string> = {
  'main.js': `export function answerTap(event) {
  return event.type === 'click' ? 'pressed' : 'idle'
}
document.body.addEventListener('click', (e) => console.log(answerTap(e)))
void import('./later.js').then((m) => console.log(m.later()))`,
  'later.js': `export function later() {
  return 'later'
}`,
}

describe('compile hints', () => {
  let root = ''
  let output: ReadonlyArray<Rollup.OutputChunk | Rollup.OutputAsset> = []
  const chunkNamed = (name: string) => output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.name === name)!

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'coinfall-hints-'))
    for (const [file, text] of Object.entries(FILES)) writeFileSync(join(root, file), text)
    output = (
      (await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [compileHints(['main'])],
        build: { write: false, minify: true, sourcemap: 'hidden', rolldownOptions: { input: { main: join(root, 'main.js') } } },
      })) as Rollup.RollupOutput
    ).output
  }, 30_000)

  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('puts the hint on the first line of the named chunks, and only theirs', () => {
    expect(chunkNamed('main').code.split('\n')[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD)
    expect(chunkNamed('later').code).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD)
  })

  it('keeps the source map true to the code that moved down a line', () => {
    const main = chunkNamed('main')
    const asset = output.find((o): o is Rollup.OutputAsset => o.type === 'asset' && o.fileName === `${main.fileName}.map`)
    const map = new SourceMapConsumer(JSON.parse(String(asset!.source)))
    const lines = main.code.split('\n')
    const line = lines.findIndex((l) => l.includes('pressed'))
    const original = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('pressed') - 1 })
    expect(original.source).toMatch(/main\.js$/)
    expect(original.line).toBe(2)
  })
})
