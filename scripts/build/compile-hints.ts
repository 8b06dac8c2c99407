import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled as it streams in. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad'

interface HintedChunk {
  code: string
  map?: { mappings: string } | null
}

/**
 * Puts the compile hint on top of the named chunks. V8 compiles a function the first time it is
 * called unless told otherwise, on the main thread: a phone's first tap ran React's event and
 * update code for the first time in the page, and compiling it was part of the tap's input delay
 * (issue 27). With the hint, those chunks are compiled while they download, off the main thread.
 * Only for chunks whose code runs on load or at the first tap: a hinted chunk costs its whole
 * compile and the memory for it.
 */
function hintChunk(chunk: HintedChunk): void {
  if (chunk.code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) return
  chunk.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${chunk.code}`
  if (chunk.map) chunk.map.mappings = oneLineDown(chunk.map.mappings)
}

/** A source map's mappings for code that moved one line down: an empty first line. */
const oneLineDown = (mappings: string): string => `;${mappings}`

/** A source map's JSON for code that moved one line down. */
function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string }
  return JSON.stringify({ ...map, mappings: oneLineDown(map.mappings) })
}

export const compileHints = (chunkNames: readonly string[]): Plugin => ({
  name: 'coinfall:compile-hints',
  apply: 'build',
  // After Vite's own rewriting of the chunks (its preload list goes on top of the entry).
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler: (_options, bundle) => {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !chunkNames.includes(file.name)) continue
        hintChunk(file as unknown as HintedChunk)
        // The map that is written is an asset of its own beside the chunk, already serialised.
        const map = bundle[`${file.fileName}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') map.source = shiftedMap(map.source)
      }
    },
  },
})
