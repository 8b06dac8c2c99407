import * as t from 'io-ts'
import { IdText, NonEmptyString } from './codec-helpers'

/** The login and register answer `{token, user: {id, roles, permissions}}`; lists may be left out. */
export const SessionDto = t.type({
  token: NonEmptyString,
  user: t.intersection([t.type({ id: IdText }), t.partial({ roles: t.readonlyArray(t.string), permissions: t.readonlyArray(t.string) })]),
})
export type SessionDto = t.TypeOf<typeof SessionDto>
