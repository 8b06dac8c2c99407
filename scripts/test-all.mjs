// `npm test`: Vitest and the browser tests side by side. The browser tests spend most of their
// time waiting on Chromium and the server (about half a core on average), so running Vitest
// beside them uses the idle core instead of adding its minutes to theirs. Vitest's output is kept
// and printed whole once it ends, so the two reports never interleave line by line.
import { spawn } from 'node:child_process'

const run = (command, args, { quiet }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env })
    const chunks = []
    if (quiet) {
      child.stdout.on('data', (c) => chunks.push(c))
      child.stderr.on('data', (c) => chunks.push(c))
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }))
  })

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const started = Date.now()
const vitest = run(npx, ['vitest', 'run'], { quiet: true }).then((result) => {
  process.stdout.write(`\n──── Vitest (${Math.round((Date.now() - started) / 1000)} s) ────\n${result.output}\n──── end of Vitest ────\n\n`)
  return result
})
const browser = run('npm', ['run', 'test:e2e'], { quiet: false })

const [unit, e2e] = await Promise.all([vitest, browser])
const verdict = (name, { code }) => `${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`
console.log(`${verdict('vitest', unit)}; ${verdict('browser tests', e2e)}; ${Math.round((Date.now() - started) / 1000)} s in all`)
process.exit(unit.code !== 0 ? unit.code : e2e.code)
