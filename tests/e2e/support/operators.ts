import { readFileSync } from 'node:fs'
import { generateSync } from 'otplib'
import { printedOperator, type PrintedOperator } from '../../shared/printed-operator'

/** The e2e server's embedded database folder, one per port so runs can share a machine. */
export const e2eDataDir = (port: number): string => `.tmp/e2e-data-${port}`

/**
 * Two operators, so two can approve the same withdrawal at once; two more for the four-eyes
 * decision; two for the four-eyes adjustment, one the operators screen locks (never signs in), and
 * one for the promotions. Each spec signs in its own: a TOTP code works once.
 */
export const OPERATORS = [
  'ops.ana@coinfall.test',
  'ops.ben@coinfall.test',
  'ops.cai@coinfall.test',
  'ops.dee@coinfall.test',
  'ops.eve@coinfall.test',
  'ops.fay@coinfall.test',
  'ops.gus@coinfall.test',
  'ops.pia@coinfall.test',
] as const

export const ALL_PERMISSIONS = 'view_players,approve_withdrawals,adjust_balances,view_ledger,manage_operators,manage_promotions'

/** An operator who answers players and does nothing else: made by the command with `support` only. */
export const SUPPORT_OPERATOR = 'ops.cleo@coinfall.test'

/** Where `npm run operator -- create` printed operators' one-time passwords and TOTP secrets (one file per run). */
export const operatorFile = (dataDir: string, run: 'all' | 'support'): string => `${dataDir}-operators-${run}.txt`

/** What the command printed for `email`, read back as a newcomer would read it off the terminal. */
export function createdOperator(email: (typeof OPERATORS)[number] | typeof SUPPORT_OPERATOR): PrintedOperator {
  const run = email === SUPPORT_OPERATOR ? 'support' : 'all'
  const all = readFileSync(operatorFile(e2eDataDir(Number(process.env.E2E_PORT ?? 3100)), run), 'utf8')
  // One run prints one block per operator, each starting "Operator <username> <email> created".
  return printedOperator(email, all.split(/\n(?=Operator )/).find((block) => block.includes(`<${email}>`)) ?? all)
}

/** The code an authenticator app shows now, or in the next 30 s step (a code is taken once). */
export const totpNow = (secret: string, stepsAhead = 0): string =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })
