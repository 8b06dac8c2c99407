import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { compileHints } from './scripts/build/compile-hints.ts'
import { iconSprite } from './scripts/build/icon-sprite.ts'
import { precompressed } from './scripts/build/precompress.ts'
import { prerendered } from './scripts/build/prerender.ts'
import { screenChunks } from './scripts/build/screen-chunks.ts'
import { sourceMapsOut } from './scripts/build/source-maps-out.ts'

// The layout's and the lobby's code in a file each (why: scripts/build/screen-chunks.ts).
const chunks = screenChunks({
  // What the entry, the visitor's pages outside the layout and the game's page import stays as it was.
  keepApart: [
    'src/main.tsx',
    'src/ui/features/landing/landing-page.tsx',
    'src/ui/features/auth/login-page.tsx',
    'src/ui/features/auth/signup-page.tsx',
    'game/src/main.ts',
  ],
  groups: [
    { name: 'layout', screens: ['src/ui/layout/app-layout.tsx'] },
    { name: 'lobby', screens: ['src/ui/features/lobby/dashboard-page.tsx', 'src/ui/features/lobby/casino-page.tsx'] },
  ],
})

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`

export default defineConfig({
  // Source maps are kept for debugging in dist/sourcemaps, never in the served dist/client; the
  // served files get brotli and gzip copies the server sends as they are; the public routes are
  // prerendered to HTML (scripts/build/prerender.ts); every page carries the icons' symbols; the
  // entry is compiled as it downloads (scripts/build/compile-hints.ts).
  plugins: [react(), iconSprite(), chunks.plugin, compileHints(['main']), sourceMapsOut(), precompressed(), prerendered()],
  build: {
    outDir: 'dist/client',
    sourcemap: 'hidden',
    target: 'es2022',
    // The demo game provider's page (game/) is a second entry; the provider serves it on its own origin.
    rolldownOptions: {
      input: { main: 'index.html', game: 'game/index.html' },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  // `npm run dev` serves the SPA with hot reload and forwards the API to a running server.
  server: { proxy: { '/api': apiTarget, '/images': apiTarget } },
  test: {
    // Files share their worker's module cache: re-importing React, fp-ts, io-ts and Fastify for each
    // of ~150 files cost more than all the tests (unit: 143 s isolated, 10 s shared). Tests keep no
    // module state between files: fakes are built per test, timers and spies restored after each.
    isolate: false,
    // Vitest's default is a core less than the machine has: one file at a time on two cores, which
    // kept them 65 % busy (9 min of CPU in a 7 min run), most server tests waiting on a database.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/core/**/*.test.ts',
            'tests/adapters/**/*.test.ts',
            'tests/contracts/**/*.test.ts',
            'tests/composition/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx', 'tests/ui/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // npm test runs these beside the browser tests on a two-core machine: a test that types a
          // whole form can take more than Vitest's default 5 s there without anything being wrong.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/server/crash/**', 'tests/server/cluster/**'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The server tests that start real server processes and kill them: they run after every
          // other project, on their own, so their load never pushes another file past its timeout.
          name: 'crash',
          include: ['tests/server/crash/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Clusters of real processes behind real nginx on PostgreSQL (a rolling restart under load,
          // N processes migrating at once, a scheduled pass's holder killed, a backup restored): last,
          // after the crash test, one file at a time.
          name: 'cluster',
          include: ['tests/server/cluster/**/*.test.ts'],
          environment: 'node',
          // About 90 s on a quiet two-core machine; twice that and more on one shared past its cores.
          testTimeout: 360_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
