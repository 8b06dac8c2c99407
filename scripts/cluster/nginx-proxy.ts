import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const TEMPLATE_DIR = resolve('deploy/nginx')
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']

/** Debian's nginx, or a clear message saying how to get it (never a silent skip). */
export function nginxBinary(): string {
  const found = [process.env.NGINX_BIN, ...CANDIDATES].find((path) => path !== undefined && spawnSync(path, ['-v']).status === 0)
  if (found === undefined)
    throw new Error("nginx is not installed: apt-get install -y nginx (Debian's package; .ci/run installs it), or set NGINX_BIN")
  return found
}

export interface ProxyPorts {
  /** Players' address: the casino. */
  readonly casino: number
  /** The game provider's origin. */
  readonly games: number
  /** Where the game provider calls the seamless wallet (127.0.0.1 only). */
  readonly internal: number
  /** Answers the configuration's generation, so a reload is known to have taken effect. */
  readonly control: number
}

export interface Upstream {
  readonly port: number
  readonly down: boolean
}

/** ${NAME} in the template, as the nginx image's envsubst would fill it; nginx's own $variables are left alone. */
export const renderTemplate = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole)

const serverLines = (upstreams: readonly Upstream[]): string =>
  upstreams.map((u) => `server 127.0.0.1:${u.port}${u.down ? ' down' : ' max_fails=1 fail_timeout=2s'};`).join('\n') + '\n'

/**
 * Writes the repository's nginx configuration into `dir` for these ports and upstreams: the main
 * file, the rendered template, the two upstream lists and the control listener.
 */
export function writeNginxConfig(dir: string, ports: ProxyPorts, api: readonly Upstream[], games: number, generation: number): void {
  mkdirSync(join(dir, 'logs'), { recursive: true })
  mkdirSync(join(dir, 'temp'), { recursive: true })
  writeFileSync(join(dir, 'nginx.conf'), readFileSync(join(TEMPLATE_DIR, 'nginx.conf'), 'utf8'))
  const template = readFileSync(join(TEMPLATE_DIR, 'coinfall.conf.template'), 'utf8')
  writeFileSync(
    join(dir, 'coinfall.conf'),
    renderTemplate(template, {
      COINFALL_LISTEN: `127.0.0.1:${ports.casino}`,
      COINFALL_GAMES_LISTEN: `127.0.0.1:${ports.games}`,
      COINFALL_INTERNAL_LISTEN: `127.0.0.1:${ports.internal}`,
      COINFALL_ACCESS_LOG: 'logs/access.log',
    }),
  )
  writeFileSync(join(dir, 'coinfall-api-servers.conf'), serverLines(api))
  writeFileSync(join(dir, 'coinfall-games-servers.conf'), serverLines([{ port: games, down: false }]))
  writeFileSync(
    join(dir, 'coinfall-control.conf'),
    `server {\n    listen 127.0.0.1:${ports.control};\n    access_log off;\n    location = /generation { return 200 "${generation}"; }\n}\n`,
  )
}

/** `nginx -t` on the configuration in `dir`: the output when it fails, null when it passes. */
export function testNginxConfig(dir: string): string | null {
  const result = spawnSync(nginxBinary(), ['-t', '-p', `${dir}/`, '-c', 'nginx.conf', '-e', 'stderr'], { encoding: 'utf8' })
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`
}

export interface RunningProxy {
  /** Writes the upstreams anew and reloads; resolves once new connections meet the new configuration. */
  readonly reload: (api: readonly Upstream[]) => Promise<void>
  readonly stop: () => Promise<void>
}

const generationAnswered = async (port: number): Promise<string | null> =>
  fetch(`http://127.0.0.1:${port}/generation`).then(
    (r) => r.text(),
    () => null,
  )

async function untilGeneration(port: number, generation: number, child: ChildProcess, logFile: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`)
    if ((await generationAnswered(port)) === String(generation)) return
    await sleep(25)
  }
  throw new Error(`nginx did not take configuration ${generation} (log: ${logFile})`)
}

/** nginx as a process of its own (never the system service), in the foreground, its master our child. */
export async function startProxy(dir: string, ports: ProxyPorts, api: readonly Upstream[], games: number): Promise<RunningProxy> {
  let generation = 1
  writeNginxConfig(dir, ports, api, games, generation)
  const problem = testNginxConfig(dir)
  if (problem !== null) throw new Error(`nginx refused the configuration:\n${problem}`)
  const logFile = join(dir, 'logs', 'nginx.out')
  const log = openSync(logFile, 'a')
  const child = spawn(nginxBinary(), ['-p', `${dir}/`, '-c', 'nginx.conf', '-e', 'stderr'], { stdio: ['ignore', log, log] })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  await untilGeneration(ports.control, generation, child, logFile)
  return {
    reload: async (next) => {
      generation += 1
      writeNginxConfig(dir, ports, next, games, generation)
      child.kill('SIGHUP')
      await untilGeneration(ports.control, generation, child, logFile)
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      // QUIT: the workers finish their requests, then exit.
      child.kill('SIGQUIT')
      const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(stuck)
    },
  }
}
