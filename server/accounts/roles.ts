/**
 * What each role may do (docs/product/rules.md#roles-and-permissions). The first specification
 * named no values; these are ours, and the client only checks for presence. A new player is a
 * 'player'.
 */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  player: ['play', 'deposit', 'withdraw'],
}

export const NEW_PLAYER_ROLES: readonly string[] = ['player']

/** The union of the roles' permissions, in a stable order; an unknown role grants nothing. */
export const permissionsOf = (roles: readonly string[]): readonly string[] => [
  ...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? [])),
]
