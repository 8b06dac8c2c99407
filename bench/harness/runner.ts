import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { sharedBrowser } from '../browser/support/chromium'
import { buildClient } from '../stack/client-build'
import { freshPGlite, freshPostgres, type FreshDatabase } from '../stack/fresh-database'
import { ledgerDatabase } from '../stack/ledger-database'
import { createBenchOperator } from '../stack/bench-operator'
import { startServer } from '../stack/server-process'
import { benchCluster } from '../stack/bench-cluster'
import type { Catalogue, Engine, Figure, Measurement, Progress } from './measurement'
import type { BenchResults, FigureRecord } from './results-file'
import type { BenchSettings } from './settings'
import { median, tidy, withinBudget } from './stats'

const WORK_DIR = resolve('.tmp/bench')
const CATALOGUES: readonly Catalogue[] = ['standard', 'large']

type Outcome = Pick<BenchResults, 'figures' | 'errors'>

/**
 * Builds the SPA once, then per engine: a fresh database, the server over the seeded catalogue
 * for the figures that want it, the same server restarted with the large catalogue seeded on top,
 * then the figures that want the database alone; the database is dropped at the end.
 */
export async function runMeasurements(measurements: readonly Measurement[], settings: BenchSettings, progress: Progress): Promise<Outcome> {
  const engines: readonly Engine[] = settings.postgresUrl ? ['pglite', 'postgres'] : ['pglite']
  const clientDir = join(WORK_DIR, 'client')
  mkdirSync(WORK_DIR, { recursive: true })
  progress(settings.profile ? 'building the SPA unminified, for --profile (vite build)' : 'building the SPA (vite build)')
  await buildClient(clientDir, { keepNames: settings.profile })
  const browser = sharedBrowser()
  const figures: Array<{ readonly key: readonly number[]; readonly record: FigureRecord }> = []
  const errors: Array<Outcome['errors'][number]> = []
  const record = async (engine: Engine, measurement: Measurement, measure: () => Promise<readonly Figure[]>) => {
    progress(`${measurement.name} on ${engine}`)
    try {
      const measured = await measure()
      measured.forEach((figure, i) =>
        figures.push({ key: [measurement.order, i, engines.indexOf(engine)], record: recordOf(figure, engine) }),
      )
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      progress(`  FAILED: ${message}`)
      errors.push({ measurement: measurement.name, database: engine, message })
    }
  }
  try {
    for (const engine of engines) {
      const mine = measurements.filter((m) => (m.engines ?? engines).includes(engine))
      if (mine.length === 0) continue
      const database = engine === 'pglite' ? freshPGlite(join(WORK_DIR, 'data-pglite')) : await freshPostgres(settings.postgresUrl!)
      try {
        for (const catalogue of CATALOGUES) {
          const group = mine.filter((m) => m.needs === 'server' && m.catalogue === catalogue)
          if (group.length === 0) continue
          const wantsOperator = group.some((m) => m.needs === 'server' && m.operator === true)
          if (wantsOperator) progress(`making the console's operator on ${engine}`)
          const operator = wantsOperator ? createBenchOperator(database.env) : null
          progress(`starting the server on ${engine} with the ${catalogue} catalogue`)
          const server = await startServer({
            port: settings.port,
            clientDir,
            databaseEnv: database.env,
            largeCatalogue: catalogue === 'large' ? settings.largeCatalogue : 0,
            logFile: join(WORK_DIR, `server-${engine}.log`),
          })
          try {
            const ctx = { engine, settings, progress, baseUrl: server.baseUrl, catalogue, browser: browser.get, operator }
            for (const m of group) if (m.needs === 'server') await record(engine, m, () => m.measure(ctx))
          } finally {
            await server.stop()
          }
        }
        const ctx = { engine, settings, progress, openDatabase: () => ledgerDatabase(database, join(WORK_DIR, 'data-ledger')) }
        for (const m of mine) if (m.needs === 'database') await record(engine, m, () => m.measure(ctx))
        if (engine === 'postgres') {
          const clusterCtx = {
            engine,
            settings,
            progress,
            startCluster: (n: number) =>
              benchCluster({
                serverUrl: settings.postgresUrl!,
                apiProcesses: n,
                base: settings.port,
                clientDir,
                workDir: join(WORK_DIR, 'cluster'),
              }),
          }
          for (const m of mine) if (m.needs === 'cluster') await record(engine, m, () => m.measure(clusterCtx))
        }
      } finally {
        await dropQuietly(database, progress)
      }
    }
  } finally {
    await browser.close()
  }
  // The table reads by figure, each figure's engines side by side, whatever order they ran in.
  const byKey = (a: readonly number[], b: readonly number[]) => a.reduce((d, x, i) => d || x - b[i]!, 0)
  return { figures: figures.sort((a, b) => byKey(a.key, b.key)).map((f) => f.record), errors }
}

function recordOf(figure: Figure, engine: Engine): FigureRecord {
  const value = tidy(median(figure.runs))
  return {
    figure: figure.figure,
    database: engine,
    unit: figure.unit,
    runs: figure.runs.map(tidy),
    median: value,
    budget: figure.budget ?? null,
    pass: figure.budget ? withinBudget(value, figure.budget) : null,
    ...(figure.notes ? { notes: figure.notes } : {}),
  }
}

async function dropQuietly(database: FreshDatabase, progress: Progress): Promise<void> {
  await database.drop().catch((err: unknown) => progress(`could not drop the ${database.engine} bench database: ${String(err)}`))
}
