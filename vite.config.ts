import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    target: 'es2022',
    // The demo game provider's page (game/) is a second entry; the provider serves it on its own origin.
    rolldownOptions: { input: { main: 'index.html', game: 'game/index.html' } },
  },
  // `npm run dev` serves the SPA with hot reload and forwards the API to a running server.
  server: { proxy: { '/api': apiTarget, '/images': apiTarget } },
  test: {
    // Files share their worker's module cache: re-importing React, fp-ts, io-ts and Fastify for each
    // of ~150 files cost more than all the tests (unit: 143 s isolated, 10 s shared). Tests keep no
    // module state between files: fakes are built per test, timers and spies restored after each.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/core/**/*.test.ts', 'tests/adapters/**/*.test.ts', 'tests/composition/**/*.test.ts', 'tests/lint/**/*.test.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
