import { permissionsOf } from '../../accounts/roles'
import type { OperatorRecord } from '../operator-accounts.port'

/** The operator as the console reads them: the session's `user`, and GET /operator/me. */
export const operatorView = (o: OperatorRecord) => ({
  id: o.id,
  name: o.name,
  username: o.username,
  email: o.email,
  roles: [...o.roles],
  permissions: [...permissionsOf(o.roles, o.permissions)],
})
