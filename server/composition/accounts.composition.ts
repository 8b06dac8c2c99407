import { readAccountsConfig } from '../accounts/accounts-config'
import { dbAccountSessions } from '../accounts/account-sessions'
import { dbEndedLogins } from '../accounts/ended-logins'
import { argon2PasswordHasher } from '../accounts/argon2-password-hasher.adapter'
import { dbAccessTokens } from '../accounts/db-access-tokens.adapter'
import { dbLoginDevices } from '../accounts/db-login-devices.adapter'
import { dbLoginThrottle } from '../accounts/db-login-throttle.adapter'
import { dbUsers } from '../accounts/db-users.adapter'
import { makeLogin } from '../accounts/login.use-case'
import { makeCompleteSignIn } from '../accounts/complete-sign-in.use-case'
import { dbSignInChallenges } from '../accounts/sign-in-challenges'
import { dbTwoFactor } from '../accounts/two-factor'
import { totpSecretSeal } from '../accounts/totp-secret-seal'
import { makeTwoFactorSettings } from '../accounts/two-factor-settings.use-case'
import { makeRegister } from '../accounts/register.use-case'
import { makeUpdatePassword } from '../accounts/update-password.use-case'
import { makeUpdateProfile } from '../accounts/update-profile.use-case'
import { countryExists } from '../countries/country-list'
import { authHooks } from '../http/plugins/authenticate'
import { makeAttributeReferral } from '../referrals/attribute-referral'
import { termsSentence } from '../../src/core/bonuses/bonus-grants.rules'
import { matchesPromoCode } from '../../src/core/bonuses/join-promo'
import { formatUsd } from '../../src/core/shared/money'
import type { PortOverrides, Shared } from './server-base'
import { breakInForce } from '../safer-play/play-breaks'

/**
 * Accounts: sign-up, log-in (with its code step when two-factor sign-in is on), log-out, two-factor settings, the profile and the password, and the hooks that tell a
 * request's player from its bearer token. A password change also ends the player's games.
 */
export function composeAccounts(shared: Shared, deps: { readonly endGameSessions: (userId: number) => Promise<void> }, o: PortOverrides) {
  const { db, clock, ledger } = shared
  const config = o.AccountsConfig ?? readAccountsConfig()
  const users = o.Users ?? dbUsers(db)
  const hasher = o.PasswordHasher ?? argon2PasswordHasher(config.argon2)
  const tokens = o.AccessTokens ?? dbAccessTokens({ db, clock, ttlMs: config.tokenTtlMs })
  const throttle = o.LoginThrottle ?? dbLoginThrottle({ db, clock, limits: config.throttle })
  const devices = dbLoginDevices({ db, clock, lifetimeMs: config.deviceCookieMs })
  const twoFactor = dbTwoFactor({ db, clock, seal: totpSecretSeal(config.twoFactorKey) })
  const challenges = dbSignInChallenges({ db, clock })
  const onBreak = (userId: number) => breakInForce(db, userId, clock.now())
  return {
    auth: authHooks(tokens, clock),
    config,
    users,
    hasher,
    tokens,
    throttle,
    devices,
    sessions: dbAccountSessions({ db, clock }),
    /** Built once per app (server/app.ts): one LISTEN a process, which the streams share. `onError` hears of a failed check. */
    endedLogins: (onError: (err: unknown) => void) => dbEndedLogins({ db, clock, onError }),
    register: makeRegister({
      db,
      users,
      hasher,
      tokens,
      applyPromotion: async (trx, userId, code) => {
        const { join } = await shared.promotions.current(trx)
        if (!matchesPromoCode(code, join.code)) return null
        const granted = await ledger.within(trx).grantJoinBonus(userId, {
          amountCents: join.amount_cents,
          wageringMultiple: join.wagering_multiple,
          expiryDays: join.expiry_days,
        })
        return { name: 'Join bonus', message: `Join bonus of ${formatUsd(granted.amountCents)} applied. ${termsSentence(granted)}` }
      },
      attributeReferral: makeAttributeReferral({ clock }),
    }),
    login: makeLogin({ db, users, hasher, tokens, throttle, devices, breakInForce: onBreak, twoFactor, challenges }),
    completeSignIn: makeCompleteSignIn({ db, users, tokens, throttle, devices, challenges, twoFactor, breakInForce: onBreak }),
    twoFactorSettings: makeTwoFactorSettings({ twoFactor, users, hasher }),
    updateProfile: makeUpdateProfile({ users, clock, countryExists }),
    updatePassword: makeUpdatePassword({ users, hasher, tokens, throttle, endGameSessions: deps.endGameSessions }),
  }
}

export type AccountsArea = ReturnType<typeof composeAccounts>
