import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { renderTemplate, testNginxConfig, writeNginxConfig } from '../../scripts/cluster/nginx-proxy'

// No container engine runs on our machines: the deployment files are checked by what can check
// them here. nginx -t reads the configuration as both the cluster and the compose file render it;
// the compose file and the Dockerfile are parsed and held to what docs/operations.md promises.
const dirs: string[] = []
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'coinfall-nginx-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

interface Service {
  readonly image?: string
  readonly build?: unknown
  readonly command?: readonly string[]
  readonly environment?: Record<string, string>
  readonly ports?: readonly string[]
  readonly volumes?: readonly string[]
}
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> }

describe('the nginx configuration', () => {
  it('passes nginx -t as npm run cluster writes it', () => {
    const dir = scratch()
    writeNginxConfig(
      dir,
      { casino: 3590, games: 3591, internal: 3592, control: 3593 },
      [
        { port: 3594, down: false },
        { port: 3595, down: true },
      ],
      3596,
      1,
    )
    expect(testNginxConfig(dir)).toBeNull()
  })

  it('passes nginx -t as the compose file renders it, with the same template', () => {
    const nginx = compose.services.nginx!
    expect(nginx.volumes).toContain('./deploy/nginx/coinfall.conf.template:/etc/nginx/templates/coinfall.conf.template:ro')
    const dir = scratch()
    writeNginxConfig(dir, { casino: 3590, games: 3591, internal: 3592, control: 3593 }, [{ port: 3594, down: false }], 3596, 1)
    // The compose file's own values, listening on every address as in the container (the upstream
    // host names only resolve on the compose network, so the cluster's lists stand in for them).
    const env = { ...nginx.environment, COINFALL_ACCESS_LOG: 'logs/access.log' } as Record<string, string>
    writeFileSync(join(dir, 'coinfall.conf'), renderTemplate(readFileSync('deploy/nginx/coinfall.conf.template', 'utf8'), env))
    expect(readFileSync(join(dir, 'coinfall.conf'), 'utf8')).not.toMatch(/\$\{COINFALL_/)
    expect(testNginxConfig(dir)).toBeNull()
  })

  it('lists every API replica and the game provider of the compose file', () => {
    const servers = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^server ([\w-]+):(\d+)/gm)].map((m) => m[1])
    const apis = Object.keys(compose.services).filter((name) => /^api-\d+$/.test(name))
    expect(servers('deploy/compose/coinfall-api-servers.conf')).toEqual(apis)
    expect(servers('deploy/compose/coinfall-games-servers.conf')).toEqual(['games'])
  })
})

describe('the compose file', () => {
  it('runs PostgreSQL, two API replicas, the game provider and nginx, and publishes only nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api-1', 'api-2', 'games', 'nginx', 'postgres'])
    for (const name of ['api-1', 'api-2']) {
      const api = compose.services[name]!
      expect(api.environment).toMatchObject({ SERVE_GAME_PROVIDER: 'false', METRICS_PORT: '9100' })
      expect(api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//)
      expect(api.ports).toBeUndefined()
    }
    expect(compose.services.games!.command).toEqual(['node', '--import', 'tsx', 'server/game-provider/provider.server.ts'])
    expect(compose.services.games!.environment?.CASINO_INTERNAL_URL).toBe('http://nginx:8082')
    expect(compose.services.nginx!.ports).toEqual(['8080:8080', '8081:8081'])
    expect(compose.services.postgres!.ports).toBeUndefined()
  })
})

describe('the Dockerfile', () => {
  const stages = readFileSync('Dockerfile', 'utf8')
    .split(/^FROM /m)
    .slice(1)
  const runtime = stages.at(-1)!

  it('builds in stages and runs as an unprivileged user with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).not.toMatch(/npm (ci|install)/)
    expect(runtime).toMatch(/COPY --from=production-deps .*\/app\/node_modules/)
    expect(stages.find((s) => s.startsWith('node:20-bookworm-slim AS production-deps'))).toMatch(/npm ci --omit=dev/)
    expect(runtime).toMatch(/CMD \["node", "--import", "tsx", "server\/server.ts"\]/)
  })
})
