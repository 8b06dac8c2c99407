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
import type { OperatorAccounts } from './operator-accounts.port'
import { newTotpSecret, totpEnrolmentUri } from './operator-totp'
import { CommandError } from '../operations/command-line'

export { CommandError }

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]

  create --email EMAIL [--name NAME] [--username NAME] [--grant PERMISSION,…]
      Creates an operator; prints a one-time password and the TOTP enrolment (shown once).
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

async function create(deps: CommandDeps, options: { email?: string; name?: string; username?: string; grant?: string }): Promise<void> {
  const email = asEmail(options.email ?? '')
  if (E.isLeft(email)) throw new CommandError('Give the operator’s email: --email ana@example.com')
  const username = asUsername(options.username ?? email.right.split('@')[0]!.replace(/[^A-Za-z0-9]/g, ''))
  if (E.isLeft(username)) throw new CommandError('Give a username of letters and digits: --username anaops')
  const permissions = permissionsIn(splitList(options.grant))
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
    '  Shown once. The first sign-in replaces it with a password of your own.',
    '',
    'Second factor (TOTP): add this to an authenticator app, as a QR code of the URI or by typing the secret:',
    `  Secret: ${totpSecret}`,
    `  URI:    ${totpEnrolmentUri(email.right, totpSecret)}`,
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

/** Runs one command line (the words after `npm run operator --`). */
export async function runOperatorCommand(args: readonly string[], deps: CommandDeps): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' }, grant: { type: 'string' } },
  })
  const [command, ...rest] = positionals
  switch (command) {
    case 'create':
      return create(deps, values)
    case 'grant':
    case 'revoke':
      return changePermissions(
        deps,
        command,
        values.email,
        rest.flatMap((r) => splitList(r)),
      )
    default:
      throw new CommandError(OPERATOR_USAGE)
  }
}
