import { defineConfig } from 'vitest/config'

// Benchmarks run on their own: the test projects of vite.config.ts would each pick them up.
export default defineConfig({
  test: {
    benchmark: { include: ['bench/**/*.bench.ts'] },
    environment: 'node',
    hookTimeout: 120_000,
  },
})
