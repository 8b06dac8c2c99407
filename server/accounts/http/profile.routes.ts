import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import type { PasswordChangeInput } from '../../../src/core/profile/password-change.rules'
import type { ProfileInput } from '../../../src/core/profile/profile.rules'
import type { Profile } from '../account'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { signedInUser, UNAUTHENTICATED } from '../../http/plugins/authenticate'
import type { UpdatePasswordError } from '../update-password.use-case'
import type { UpdateProfileError } from '../update-profile.use-case'
import { replyAccountsError } from './accounts.replies'
import { NO_QUERY, UPDATE_PASSWORD_BODY, UPDATE_PROFILE_BODY } from './accounts.schemas'

/** The profile screen reads `full_name`; `name` stays for clients that read the account's name. */
const profileView = (p: Profile) => ({ ...p, full_name: p.name })

/** GET /get-profile, POST /update-profile, POST /update-password: the signed-in player's own account. */
export function profileRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { users, updateProfile, updatePassword } = area
    const onRequest = area.auth.requireUser

    app.get('/get-profile', { schema: { querystring: NO_QUERY }, onRequest }, async (request, reply) => {
      const profile = await users.profile(signedInUser(request).id)
      // A live token whose account is gone: treat as signed out.
      return profile === null ? reply.status(401).send(UNAUTHENTICATED) : profileView(profile)
    })

    app.post<{ Body: ProfileInput }>(
      '/update-profile',
      { schema: { body: UPDATE_PROFILE_BODY, querystring: NO_QUERY }, onRequest },
      async (request, reply) => {
        const result = await updateProfile(signedInUser(request).id, request.body)()
        return E.matchW(
          (error: UpdateProfileError) => replyAccountsError(reply, error),
          (profile: Profile) => ({ message: 'Profile updated successfully!', user: profileView(profile) }),
        )(result)
      },
    )

    app.post<{ Body: PasswordChangeInput }>(
      '/update-password',
      { schema: { body: UPDATE_PASSWORD_BODY, querystring: NO_QUERY }, onRequest },
      async (request, reply) => {
        const { id, tokenId } = signedInUser(request)
        const result = await updatePassword({ userId: id, tokenId }, request.body, addressKey(request.ip))()
        return E.matchW(
          (error: UpdatePasswordError) => replyAccountsError(reply, error),
          () => ({ message: 'Password updated successfully!' }),
        )(result)
      },
    )
  }
}
