/**
 * What each role may do (docs/product/rules.md#roles-and-permissions). The first specification
 * named no values; these are ours, and the client only checks for presence. A new player is a
 * 'player'. The `operator` role by itself grants nothing: each operator is granted the
 * permissions below one by one (`npm run operator -- grant`).
 */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  player: ['play', 'deposit', 'withdraw'],
  operator: [],
}

export const NEW_PLAYER_ROLES: readonly string[] = ['player']

export const OPERATOR_ROLE = 'operator'

/**
 * An operator's permissions. `view_players` covers looking a player up and the protective steps an
 * agent takes on the phone with them (ending their sessions, locking the account); money moves
 * only with `approve_withdrawals` (pay or refuse a payout) and `adjust_balances`; `view_ledger`
 * opens the ledger's health and the audit log; `manage_operators` locks and unlocks other operators
 * and signs them out; `manage_promotions` sets the join bonus, missions and happy hour.
 */
export const PERMISSIONS = [
  'view_players',
  'approve_withdrawals',
  'adjust_balances',
  'view_ledger',
  'manage_operators',
  'support',
  'manage_promotions',
] as const

export type Permission = (typeof PERMISSIONS)[number]

export const isPermission = (name: string): name is Permission => (PERMISSIONS as readonly string[]).includes(name)

/** The union of the roles' permissions and any granted one by one, in a stable order; an unknown role grants nothing. */
export const permissionsOf = (roles: readonly string[], granted: readonly string[] = []): readonly string[] => [
  ...new Set([...roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []), ...granted]),
]
