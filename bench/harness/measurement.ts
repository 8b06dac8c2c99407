import type { Browser } from '@playwright/test'
import type { Db } from '../../server/db/database'
import type { BenchOperator } from '../stack/bench-operator'
import type { BenchSettings } from './settings'

export type Engine = 'pglite' | 'postgres'

/** What the server holds: the seeded catalogue (66 games) or that plus SEED_LARGE_CATALOGUE games. */
export type Catalogue = 'standard' | 'large'

export type Unit = 'ms' | 'KB' | 'MB' | 'files' | 'req/s' | 'bets/s' | 'score' | 'index'

/** A figure passes when its median is at most (or at least) the value. */
export interface Budget {
  readonly at: 'most' | 'least'
  readonly value: number
  /** Where a value measured in the same run sets it, what it is: 'floor + 40 ms'. */
  readonly rule?: string
}

/** One measured figure: every run's value; the runner takes the median. */
export interface Figure {
  readonly figure: string
  readonly unit: Unit
  readonly runs: readonly number[]
  readonly budget?: Budget
  /** What was measured, for whoever reads results.json: LCP elements, encodings, sizes. */
  readonly notes?: Readonly<Record<string, unknown>>
}

export interface Progress {
  (message: string): void
}

interface CommonContext {
  readonly engine: Engine
  readonly settings: BenchSettings
  readonly progress: Progress
}

/** A running production server (built SPA and API) over a fresh database. */
export interface ServerContext extends CommonContext {
  readonly baseUrl: string
  readonly catalogue: Catalogue
  /** One Chromium for the whole run, launched on first use. */
  readonly browser: () => Promise<Browser>
  /** The operator made before the server started, when a measurement of the group asked for one. */
  readonly operator: BenchOperator | null
}

/** A fresh, migrated database of the engine, without a server. */
export interface DatabaseContext extends CommonContext {
  readonly openDatabase: () => Promise<{ readonly db: Db; readonly close: () => Promise<void> }>
}

/** A cluster (nginx, N API processes, the game provider) started on a fresh PostgreSQL database of its own. */
export interface BenchCluster {
  /** The players' address (nginx). */
  readonly origin: string
  readonly gamesOrigin: string
  readonly databaseUrl: string
  readonly metricsOrigin: (i: number) => string
  readonly stop: () => Promise<void>
}

/** PostgreSQL only: several API processes cannot share the embedded database. */
export interface ClusterContext extends CommonContext {
  readonly startCluster: (apiProcesses: number) => Promise<BenchCluster>
}

interface Base {
  /** Shown in progress lines and matched by --only. */
  readonly name: string
  /** Where its figures stand in the table, low first (and the order it runs in, server allowing). */
  readonly order: number
  /** The engines it runs on; every engine of the run when left out. */
  readonly engines?: readonly Engine[]
}

export interface ServerMeasurement extends Base {
  readonly needs: 'server'
  readonly catalogue: Catalogue
  /** It signs an operator in to the console (ServerContext's `operator`). */
  readonly operator?: boolean
  readonly measure: (ctx: ServerContext) => Promise<readonly Figure[]>
}

export interface DatabaseMeasurement extends Base {
  readonly needs: 'database'
  readonly measure: (ctx: DatabaseContext) => Promise<readonly Figure[]>
}

export interface ClusterMeasurement extends Base {
  readonly needs: 'cluster'
  readonly measure: (ctx: ClusterContext) => Promise<readonly Figure[]>
}

/** One file under bench/browser, bench/api, bench/ledger or bench/cluster named *.measure.ts exports one of these as default. */
export type Measurement = ServerMeasurement | DatabaseMeasurement | ClusterMeasurement
