import type { Migration } from 'kysely'
import * as appMeta from './0001-app-meta'
import * as users from './0002-users'
import * as accessTokens from './0003-access-tokens'
import * as loginAttempts from './0004-login-attempts'
import * as catalogue from './0005-catalogue'
import * as favourites from './0006-favourites'
import * as ledger from './0010-ledger'
import * as gameProvider from './0020-game-provider'
import * as casinoGames from './0021-casino-games'
import * as payments from './0030-payments'
import * as withdrawalStates from './0031-withdrawal-states'
import * as gameSessionEnds from './0032-game-session-ends'
import * as loginFailures from './0040-login-failures'
import * as rateLimitCounters from './0041-rate-limit-counters'
import * as operators from './0050-operators'
import * as withdrawalEvents from './0051-withdrawal-events'
import * as balanceAdjustments from './0052-balance-adjustments'
import * as gameSearch from './0060-game-search'
import * as recentlyPlayed from './0061-recently-played'
import * as walletStream from './0062-wallet-stream'
import * as catalogueChanges from './0063-catalogue-changes'
import * as oneNamePerConcept from './0070-one-name-per-concept'
import * as scheduledPasses from './0080-scheduled-passes'
import * as withdrawalSent from './0090-withdrawal-sent'
import * as depositPayments from './0091-deposit-payments'
import * as withdrawalProviderError from './0092-withdrawal-provider-error'
import * as loginDevices from './0100-login-devices'
import * as operatorSignIn from './0101-operator-sign-in'
import * as manageOperators from './0102-manage-operators'
import * as auditHashChain from './0103-audit-hash-chain'
import * as withdrawalDecisions from './0110-withdrawal-decisions'
import * as bonusGrants from './0120-bonus-grants'
import * as supportChat from './0130-support-chat'
import * as vipAndReferrals from './0140-vip-and-referrals'
import * as promotionSettings from './0150-promotion-settings'
import * as adjustmentApprovals from './0160-adjustment-approvals'
import * as saferPlayLimits from './0170-safer-play-limits'
import * as playBreaks from './0171-play-breaks'
import * as realityCheck from './0172-reality-check'
import * as namelessDeposits from './0180-nameless-deposits'
import * as twoFactorSignIn from './0200-two-factor-sign-in'
import * as accountActivity from './0210-account-activity'

/**
 * Every migration, in order. Listed by hand rather than read from the folder so the bundle and
 * the tests run the same list; names sort, and a name once applied never changes.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-app-meta': appMeta,
  '0002-users': users,
  '0003-access-tokens': accessTokens,
  '0004-login-attempts': loginAttempts,
  '0005-catalogue': catalogue,
  '0006-favourites': favourites,
  '0010-ledger': ledger,
  '0020-game-provider': gameProvider,
  '0021-casino-games': casinoGames,
  '0030-payments': payments,
  '0031-withdrawal-states': withdrawalStates,
  '0032-game-session-ends': gameSessionEnds,
  '0040-login-failures': loginFailures,
  '0041-rate-limit-counters': rateLimitCounters,
  '0050-operators': operators,
  '0051-withdrawal-events': withdrawalEvents,
  '0052-balance-adjustments': balanceAdjustments,
  '0060-game-search': gameSearch,
  '0061-recently-played': recentlyPlayed,
  '0062-wallet-stream': walletStream,
  '0063-catalogue-changes': catalogueChanges,
  '0070-one-name-per-concept': oneNamePerConcept,
  '0080-scheduled-passes': scheduledPasses,
  '0090-withdrawal-sent': withdrawalSent,
  '0091-deposit-payments': depositPayments,
  '0092-withdrawal-provider-error': withdrawalProviderError,
  '0100-login-devices': loginDevices,
  '0101-operator-sign-in': operatorSignIn,
  '0102-manage-operators': manageOperators,
  '0103-audit-hash-chain': auditHashChain,
  '0110-withdrawal-decisions': withdrawalDecisions,
  '0120-bonus-grants': bonusGrants,
  '0130-support-chat': supportChat,
  '0140-vip-and-referrals': vipAndReferrals,
  '0150-promotion-settings': promotionSettings,
  '0160-adjustment-approvals': adjustmentApprovals,
  '0170-safer-play-limits': saferPlayLimits,
  '0171-play-breaks': playBreaks,
  '0172-reality-check': realityCheck,
  '0180-nameless-deposits': namelessDeposits,
  '0200-two-factor-sign-in': twoFactorSignIn,
  '0210-account-activity': accountActivity,
}
