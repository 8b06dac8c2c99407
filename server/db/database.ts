import type { Kysely } from 'kysely'
import type { MetaTables } from './meta.tables'
import type { AccountsTables } from '../accounts/accounts.tables'
import type { CatalogueTables } from '../catalogue/catalogue.tables'
import type { LedgerTables } from '../ledger/ledger.tables'
import type { GameProviderTables } from '../game-provider/game-provider.tables'
import type { CasinoGamesTables } from '../play/play.tables'
import type { PaymentsTables } from '../payments/payments.tables'
import type { RateLimitsTables } from '../http/rate-limits/rate-limits.tables'
import type { OperatorTables } from '../operator/operator.tables'
import type { SchedulingTables } from '../scheduling/scheduling.tables'
import type { SupportTables } from '../support/support.tables'
import type { BonusTables } from '../bonuses/bonuses.tables'
import type { PromotionTables } from '../promotions/promotions.tables'
import type { ReferralTables } from '../referrals/referrals.tables'
import type { SaferPlayTables } from '../safer-play/safer-play.tables'

/**
 * Every table the API owns. Each area declares its tables next to its adapters and joins them
 * here, so the query layer is typed end to end.
 */
export type Database = MetaTables &
  AccountsTables &
  CatalogueTables &
  LedgerTables &
  GameProviderTables &
  CasinoGamesTables &
  PaymentsTables &
  RateLimitsTables &
  OperatorTables &
  SchedulingTables &
  SupportTables &
  BonusTables &
  PromotionTables &
  ReferralTables &
  SaferPlayTables

export type Db = Kysely<Database>
