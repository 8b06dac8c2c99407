import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import type { BodyOf } from '../../../src/contracts/endpoint'
import { GetProfile, PASSWORD_FIELDS, PROFILE_FIELDS, UpdatePassword, UpdateProfile } from '../../../src/contracts/profile.contract'
import type { PasswordChangeInput } from '../../../src/core/profile/password-change.rules'
import type { ProfileInput } from '../../../src/core/profile/profile.rules'
import type { Profile } from '../account'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, UNAUTHENTICATED } from '../../http/plugins/authenticate'
import { replyAccountsError } from './accounts.replies'

/** The profile screen reads `full_name`; `name` stays for clients that read the account's name. */
const profileView = (p: Profile) => ({ ...p, full_name: p.name })

const profileInput = (body: BodyOf<typeof UpdateProfile>): ProfileInput => ({
  fullName: body.full_name,
  username: body.username,
  email: body.email,
  phoneNumber: body.phone_number,
  dob: body.dob,
  state: body.state,
  city: body.city,
  address: body.address,
  zipcode: body.zipcode,
  countryId: body.country_id,
})

const passwordChangeInput = (body: BodyOf<typeof UpdatePassword>): PasswordChangeInput => ({
  currentPassword: body.current_password,
  newPassword: body.new_password,
  newPasswordConfirmation: body.new_password_confirmation,
})

/** GET /get-profile, POST /update-profile, POST /update-password: the signed-in player's own account. */
export function profileRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { users, updateProfile, updatePassword } = area
    const onRequest = area.auth.requireUser

    routeEndpoint(app, GetProfile, { onRequest }, async (request, reply) => {
      const profile = await users.profile(signedInUser(request).id)
      // A live token whose account is gone: treat as signed out.
      return profile === null ? reply.status(401).send(UNAUTHENTICATED) : profileView(profile)
    })

    routeEndpoint(app, UpdateProfile, { onRequest }, async (request, reply) => {
      const result = await updateProfile(signedInUser(request).id, profileInput(request.body))()
      if (E.isLeft(result)) return replyAccountsError(reply, result.left, PROFILE_FIELDS)
      return { message: 'Profile updated successfully!', user: profileView(result.right) }
    })

    routeEndpoint(app, UpdatePassword, { onRequest }, async (request, reply) => {
      const { id, tokenId } = signedInUser(request)
      const result = await updatePassword({ userId: id, tokenId }, passwordChangeInput(request.body), addressKey(request.ip))()
      if (E.isLeft(result)) return replyAccountsError(reply, result.left, PASSWORD_FIELDS)
      return { message: 'Password updated successfully!' }
    })
  }
}
