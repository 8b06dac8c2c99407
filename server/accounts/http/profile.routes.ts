import type { FastifyInstance } from 'fastify'
import type { PasswordChangeInput } from '../../../src/core/profile/password-change.rules'
import type { ProfileInput } from '../../../src/core/profile/profile.rules'
import type { Profile } from '../account'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { signedInUser, UNAUTHENTICATED } from '../../http/plugins/authenticate'
import { replyInvalidForm, replyTaken, replyThrottled } from './accounts.replies'
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
        if (result._tag === 'Right') return { message: 'Profile updated successfully!', user: profileView(result.right) }
        const error = result.left
        return error._tag === 'Taken' ? replyTaken(reply, error.fields) : replyInvalidForm(reply, error)
      },
    )

    app.post<{ Body: PasswordChangeInput }>(
      '/update-password',
      { schema: { body: UPDATE_PASSWORD_BODY, querystring: NO_QUERY }, onRequest },
      async (request, reply) => {
        const { id, tokenId } = signedInUser(request)
        const result = await updatePassword({ userId: id, tokenId }, request.body, addressKey(request.ip))()
        if (result._tag === 'Right') return { message: 'Password updated successfully!' }
        const error = result.left
        switch (error._tag) {
          case 'InvalidForm':
            return replyInvalidForm(reply, error)
          case 'WrongCurrentPassword':
            return reply.status(401).send({ message: 'Current password is incorrect.' })
          case 'Throttled':
            return replyThrottled(reply, error.retryAfterSeconds)
        }
      },
    )
  }
}
