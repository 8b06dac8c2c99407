import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Country } from './country'
import type { ValidPasswordChange } from './password-change.rules'
import type { Profile } from './profile'
import type { ValidProfile } from './profile.rules'

/** The signed-in player's profile and password (bearer calls). Never rejects. */
export interface ProfileGateway {
  /** GET /api/countries */
  readonly countries: () => TaskEither<GatewayError, readonly Country[]>
  /** GET /api/get-profile */
  readonly profile: () => TaskEither<GatewayError, Profile>
  /** POST /api/update-profile; the answer is not read. */
  readonly saveProfile: (profile: ValidProfile) => TaskEither<GatewayError, void>
  /** POST /api/update-password; a wrong current password is Unexpected with status 401. */
  readonly changePassword: (change: ValidPasswordChange) => TaskEither<GatewayError, void>
}
