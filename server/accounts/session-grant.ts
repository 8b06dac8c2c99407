import type { Account } from './account'
import { permissionsOf } from './roles'

/** What login and sign-up answer: `{ token, user: { id, name, username, email, roles, permissions } }`. */
export interface SessionGrant {
  readonly token: string
  readonly user: Account & { readonly permissions: readonly string[] }
}

export const sessionGrant = (token: string, account: Account): SessionGrant => ({
  token,
  user: {
    id: account.id,
    name: account.name,
    username: account.username,
    email: account.email,
    roles: [...account.roles],
    permissions: permissionsOf(account.roles),
  },
})
