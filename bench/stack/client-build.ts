import { build } from 'vite'

/**
 * The production SPA, as `npm start` builds it, into a folder of the bench's own; unminified when
 * a profile should name the functions it samples.
 */
export async function buildClient(outDir: string, { keepNames }: { readonly keepNames: boolean }): Promise<void> {
  await build({
    logLevel: 'warn',
    // Rolldown's plugin-timing advice is for build work; on a busy machine it is only noise here.
    build: { outDir, emptyOutDir: true, ...(keepNames ? { minify: false } : {}), rolldownOptions: { checks: { pluginTimings: false } } },
  })
}
