import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, platform, release, totalmem } from 'node:os'
import type { Budget, Engine, Unit } from './measurement'

export const RESULTS_PATH = 'bench/results.json'

export interface Machine {
  readonly cores: number
  readonly memoryGiB: number
  readonly cpu: string
  readonly node: string
  readonly os: string
  /** Load average (1, 5, 15 min) when the run started: other work on the machine skews every figure. */
  readonly loadAtStart: readonly number[]
}

export interface FigureRecord {
  readonly figure: string
  /** Null for figures that do not depend on the database (the browser's own, such as JS bytes). */
  readonly database: Engine | null
  readonly unit: Unit
  readonly runs: readonly number[]
  readonly median: number
  readonly budget: Budget | null
  readonly pass: boolean | null
  readonly notes?: Readonly<Record<string, unknown>>
}

export interface BenchResults {
  readonly date: string
  readonly durationSeconds: number
  readonly machine: Machine
  readonly settings: Readonly<Record<string, unknown>>
  readonly figures: readonly FigureRecord[]
  /** Measurements that broke (the harness, not a missed budget). */
  readonly errors: ReadonlyArray<{ readonly measurement: string; readonly database: Engine; readonly message: string }>
}

export function describeMachine(): Machine {
  const all = cpus()
  return {
    cores: all.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    cpu: all[0]?.model.trim() ?? 'unknown',
    node: process.version,
    os: `${platform()} ${release()}`,
    loadAtStart: loadavg().map((n) => Number(n.toFixed(2))),
  }
}

export const writeResults = (results: BenchResults, path = RESULTS_PATH): void =>
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`)

export const readResults = (path = RESULTS_PATH): BenchResults => JSON.parse(readFileSync(path, 'utf8')) as BenchResults
