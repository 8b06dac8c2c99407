import * as E from 'fp-ts/Either'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { asEmail } from '../../src/core/auth/email.rules'
import { asUsername } from '../../src/core/auth/username.rules'
import type { Db } from '../db/database'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import { isPermission, PERMISSIONS, type Permission } from '../accounts/roles'
import { takenFieldOf } from '../accounts/unique-violation'
import type { AuditLog } from './audit-log.port'
import type { Clock } from '../../src/core/shared/clock.port'
import type { OperatorAccounts } from './operator-accounts.port'
import { verifyAuditChain } from './audit-chain'
import { operatorControl, type OperatorControlError } from './operator-control'
import { newTotpSecret, totpEnrolmentUri } from '../accounts/totp'
import { CommandError } from '../operations/command-line'

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]

  create --email EMAIL [--name NAME] [--username NAME] [--grant PERMISSION,…] [--expires-in-hours H]
      Creates an operator; prints a one-time password (valid H hours, 24 by default) and the TOTP
      enrolment (shown once). Several --email make several operators with the same grants, one
      after another (without --name and --username), stopping at the first refused.
  reissue --email EMAIL [--expires-in-hours H]
      A new one-time password replaces the operator's password; their sessions end.
  lock --email EMAIL --reason TEXT     Ends every session and refuses their sign-ins.
  unlock --email EMAIL --reason TEXT
  end-sessions --email EMAIL --reason TEXT   Signs them out everywhere.
  verify-audit                       Checks the audit log's hash chain: intact, or the first broken entry.
  grant --email EMAIL PERMISSION…    Grants permissions.
  revoke --email EMAIL PERMISSION…   Takes permissions away.

Permissions: ${PERMISSIONS.join(', ')}`

export interface CommandDeps {
  readonly db: Db
  readonly operators: OperatorAccounts
  readonly hasher: PasswordHasher
  readonly audit: AuditLog
  /** Where the command's answer is written (stdout). */
  readonly print: (line: string) => void
  /** The time one-time passwords expire from and locks are stamped with; the system clock by default. */
  readonly clock?: Clock
}

const DEFAULT_ONE_TIME_HOURS = 24
const HOUR_MS = 3_600_000

const nowOf = (deps: CommandDeps): Date => deps.clock?.now() ?? new Date()

const expiryOf = (deps: CommandDeps, raw: string | undefined): Date => {
  const hours = raw === undefined ? DEFAULT_ONE_TIME_HOURS : Number(raw)
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 7)
    throw new CommandError('Give --expires-in-hours as a whole number of hours from 1 to 168.')
  return new Date(nowOf(deps).getTime() + hours * HOUR_MS)
}

const permissionsIn = (names: readonly string[]): Permission[] => {
  const unknown = names.filter((n) => !isPermission(n))
  if (unknown.length > 0) throw new CommandError(`Unknown permission ${unknown.join(', ')}. Permissions: ${PERMISSIONS.join(', ')}`)
  return [...new Set(names)] as Permission[]
}

const splitList = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')

/** 144 random bits, base64url: 24 characters. */
const oneTimePassword = (): string => randomBytes(18).toString('base64url')

async function create(
  deps: CommandDeps,
  options: { email?: string; name?: string; username?: string; grant?: string; 'expires-in-hours'?: string },
): Promise<void> {
  const email = asEmail(options.email ?? '')
  if (E.isLeft(email)) throw new CommandError('Give the operator’s email: --email ana@example.com')
  const username = asUsername(options.username ?? email.right.split('@')[0]!.replace(/[^A-Za-z0-9]/g, ''))
  if (E.isLeft(username)) throw new CommandError('Give a username of letters and digits: --username anaops')
  const permissions = permissionsIn(splitList(options.grant))
  const expiresAt = expiryOf(deps, options['expires-in-hours'])
  const password = oneTimePassword()
  const totpSecret = newTotpSecret()
  const name = (options.name ?? username.right).trim().slice(0, 100) || username.right
  const passwordHash = await deps.hasher.hash(password)
  let id: number
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const created = await deps.operators.create(trx, {
        name,
        username: username.right,
        email: email.right,
        passwordHash,
        totpSecret,
        permissions,
        temporaryPasswordExpiresAt: expiresAt,
      })
      await deps.audit.record(trx, {
        operatorId: null,
        via: 'cli',
        action: 'operator.created',
        target: { type: 'operator', id: String(created.id) },
        after: { username: username.right, email: email.right, permissions },
      })
      return created.id
    })
  } catch (err) {
    const taken = takenFieldOf(err)
    if (taken !== null) throw new CommandError(`An account with this ${taken} exists already.`)
    throw err
  }
  const lines = [
    `Operator ${username.right} <${email.right}> created (id ${id}).`,
    `Permissions: ${permissions.length > 0 ? permissions.join(', ') : 'none yet (npm run operator -- grant)'}`,
    '',
    `One-time password: ${password}`,
    `  Shown once, valid until ${expiresAt.toISOString()}. The first sign-in replaces it with a password of your own.`,
    '',
    'Second factor (TOTP): add this to an authenticator app, as a QR code of the URI or by typing the secret:',
    `  Secret: ${totpSecret}`,
    `  URI:    ${totpEnrolmentUri('operator', email.right, totpSecret)}`,
    '',
    'Then sign in at /operator with the email, the one-time password and the app’s code.',
  ]
  for (const line of lines) deps.print(line)
}

async function changePermissions(deps: CommandDeps, command: 'grant' | 'revoke', email: string | undefined, names: readonly string[]) {
  if (email === undefined)
    throw new CommandError(`Give the operator’s email: npm run operator -- ${command} --email ana@example.com view_players`)
  const operator = await deps.operators.findForSignIn(email)
  if (operator === null) throw new CommandError(`No operator has the email ${email}.`)
  const asked = permissionsIn(names)
  if (asked.length === 0) throw new CommandError(`Name the permissions to ${command}: ${PERMISSIONS.join(', ')}`)
  const change = await deps.db.transaction().execute(async (trx) => {
    const changed = await deps.operators.changePermissions(trx, operator.id, (current) =>
      command === 'grant' ? PERMISSIONS.filter((p) => current.includes(p) || asked.includes(p)) : current.filter((p) => !asked.includes(p)),
    )
    if (changed === null) throw new CommandError(`No operator has the email ${email}.`)
    await deps.audit.record(trx, {
      operatorId: null,
      via: 'cli',
      action: command === 'grant' ? 'operator.granted' : 'operator.revoked',
      target: { type: 'operator', id: String(operator.id) },
      before: { permissions: changed.before },
      after: { permissions: changed.after },
    })
    return changed
  })
  deps.print(`${operator.username}: ${change.after.length > 0 ? change.after.join(', ') : 'no permissions'}`)
}

const operatorByEmail = async (deps: CommandDeps, command: string, email: string | undefined) => {
  if (email === undefined) throw new CommandError(`Give the operator’s email: npm run operator -- ${command} --email ana@example.com`)
  const operator = await deps.operators.findForSignIn(email)
  if (operator === null) throw new CommandError(`No operator has the email ${email}.`)
  return operator
}

async function reissue(deps: CommandDeps, options: { email?: string; 'expires-in-hours'?: string }): Promise<void> {
  const operator = await operatorByEmail(deps, 'reissue', options.email)
  const expiresAt = expiryOf(deps, options['expires-in-hours'])
  const password = oneTimePassword()
  const passwordHash = await deps.hasher.hash(password)
  const ended = await deps.db.transaction().execute(async (trx) => {
    if ((await deps.operators.lockRow(trx, operator.id)) === null) throw new CommandError(`No operator has the email ${options.email}.`)
    await deps.operators.reissueTemporaryPassword(trx, operator.id, passwordHash, expiresAt)
    // Whoever knew the old password keeps no session it opened.
    const sessionsEnded = await deps.operators.endSessions(trx, operator.id, nowOf(deps))
    await deps.audit.record(trx, {
      operatorId: null,
      via: 'cli',
      action: 'operator.password_reissued',
      target: { type: 'operator', id: String(operator.id) },
      after: { expires_at: expiresAt.toISOString(), sessions_ended: sessionsEnded },
    })
    return sessionsEnded
  })
  deps.print(`One-time password for ${operator.username}: ${password}`)
  deps.print(`  Shown once, valid until ${expiresAt.toISOString()}. ${ended} session(s) ended. Their authenticator app stays as it was.`)
}

const CONTROL_ERRORS: Record<OperatorControlError['_tag'], string> = {
  OperatorNotFound: 'No such operator.',
  AlreadyLocked: 'This operator is locked already.',
  NotLocked: 'This operator is not locked.',
  OwnAccount: 'An operator cannot do this to their own account.',
}

async function control(deps: CommandDeps, command: 'lock' | 'unlock' | 'end-sessions', options: { email?: string; reason?: string }) {
  const operator = await operatorByEmail(deps, command, options.email)
  const reason = (options.reason ?? '').trim()
  if (reason === '') throw new CommandError(`Give the reason the audit log keeps: npm run operator -- ${command} --email … --reason "…"`)
  const act = operatorControl({ db: deps.db, operators: deps.operators, audit: deps.audit, clock: { now: () => nowOf(deps) } })
  const run = command === 'lock' ? act.lock : command === 'unlock' ? act.unlock : act.endSessions
  const result = await run({ via: 'cli' }, operator.id, reason.slice(0, 500))
  if (E.isLeft(result)) throw new CommandError(CONTROL_ERRORS[result.left._tag])
  const done = command === 'lock' ? 'locked' : command === 'unlock' ? 'unlocked' : 'signed out everywhere'
  deps.print(`${operator.username}: ${done}; ${result.right.sessionsEnded} session(s) ended.`)
}

/** Runs one command line (the words after `npm run operator --`). */
export async function runOperatorCommand(args: readonly string[], deps: CommandDeps): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string', multiple: true },
      name: { type: 'string' },
      username: { type: 'string' },
      grant: { type: 'string' },
      reason: { type: 'string' },
      'expires-in-hours': { type: 'string' },
    },
  })
  const [command, ...rest] = positionals
  const emails = values.email ?? []
  if (emails.length > 1 && command !== 'create') throw new CommandError(`Give one --email to ${command}.`)
  const single = { ...values, email: emails[0] }
  switch (command) {
    case 'create':
      if (emails.length > 1 && (values.name !== undefined || values.username !== undefined))
        throw new CommandError('--name and --username name one operator: give one --email with them.')
      // One process for many operators: each tsx start costs seconds (the e2e server makes seven).
      for (const [k, email] of (emails.length > 0 ? emails : [undefined]).entries()) {
        if (k > 0) deps.print('')
        await create(deps, { ...values, email })
      }
      return
    case 'reissue':
      return reissue(deps, single)
    case 'verify-audit': {
      const check = await verifyAuditChain(deps.db)
      if (!check.intact)
        throw new CommandError(
          `The audit log is broken at entry ${check.firstBroken.id} (place ${check.firstBroken.chainSeq} of ${check.entries}): it was changed, removed or slipped in there.`,
        )
      deps.print(`The audit log is intact: ${check.entries} entries chained. Head: ${check.head ?? 'none yet'}`)
      return
    }
    case 'lock':
    case 'unlock':
    case 'end-sessions':
      return control(deps, command, single)
    case 'grant':
    case 'revoke':
      return changePermissions(
        deps,
        command,
        single.email,
        rest.flatMap((r) => splitList(r)),
      )
    default:
      throw new CommandError(OPERATOR_USAGE)
  }
}
