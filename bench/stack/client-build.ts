import { build } from 'vite'

/** The production SPA, as `npm start` builds it, into a folder of the bench's own. */
export async function buildClient(outDir: string): Promise<void> {
  // Rolldown's plugin-timing advice is for build work; on a busy machine it is only noise here.
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { pluginTimings: false } } } })
}
