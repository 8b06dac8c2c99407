import type { Measurement } from '../harness/measurement'
import { takesHarnessFunctions } from './support/throttled-page'

/**
 * Lighthouse's BenchmarkIndex (computeBenchmarkIndex in GoogleChrome/lighthouse's
 * core/lib/page-functions.js, Apache License 2.0): how many times a second this browser builds a
 * 10,000-character string and copies 100,000 integers between two arrays, each divided by ten,
 * averaged. Runs in the page, so it is the bundle's own engine on this host.
 */
function computeBenchmarkIndex(): number {
  function benchmarkIndexGC(): number {
    const start = Date.now()
    let iterations = 0
    while (Date.now() - start < 500) {
      let s = ''
      for (let j = 0; j < 10000; j++) s += 'a'
      if (s.length === 1) throw new Error('will never happen, but prevents compiler optimizations')
      iterations++
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000))
  }
  function benchmarkIndexNoGC(): number {
    const arrA: number[] = []
    const arrB: number[] = []
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i
    const start = Date.now()
    let iterations = 0
    // Lighthouse's own guard against an Intel jump-alignment cliff: the clock only every tenth pass.
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB
      const tgt = iterations % 2 === 0 ? arrB : arrA
      for (let j = 0; j < src.length; j++) tgt[j] = src[j]!
      iterations++
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000))
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2
}

const RUNS = 3

/**
 * How fast this host runs the page's JavaScript, unthrottled: the interaction budgets stand on a
 * floor that is mostly the wait for frames and hardly moves with the host, while the app's own work
 * runs at a quarter of this host's speed. Two machines that print the same CPU name have run these
 * rows far apart, so each run records the host's speed beside them; no budget.
 */
const hostSpeed: Measurement = {
  name: 'interaction: host speed',
  order: 50,
  needs: 'server',
  catalogue: 'large',
  engines: ['pglite'],
  measure: async (ctx) => {
    const context = await (await ctx.browser()).newContext()
    try {
      const page = await context.newPage()
      await takesHarnessFunctions(page)
      await page.goto('about:blank')
      const runs: number[] = []
      for (let n = 1; n <= RUNS; n += 1) {
        runs.push(await page.evaluate(computeBenchmarkIndex))
        ctx.progress(`  host speed run ${n}: BenchmarkIndex ${runs.at(-1)}`)
      }
      return [{ figure: "host: Lighthouse's BenchmarkIndex, Chromium unthrottled", unit: 'index', runs }]
    } finally {
      await context.close()
    }
  },
}

export default hostSpeed
