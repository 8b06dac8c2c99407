/** `npm run payments:check`: what the live payments configuration lacks (payments-check.ts); moves no money. */
import { readPaymentsConfig } from './payments-config'
import { checkPayments } from './payments-check'

checkPayments(readPaymentsConfig())
  .then((lines) => {
    for (const l of lines) process.stdout.write(`${l.ok ? 'ok     ' : 'MISSING'} ${l.text}\n`)
    process.exitCode = lines.every((l) => l.ok) ? 0 : 1
  })
  .catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
    process.exitCode = 2
  })
