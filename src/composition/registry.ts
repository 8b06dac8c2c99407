import type { AuthStore } from '../core/auth/auth-store'
import type { SessionStore } from '../core/auth/session-store.port'
import type { GameCatalog } from '../core/catalogue/game-catalog.port'
import type { LoadSidebarCategories } from '../core/catalogue/load-sidebar-categories.use-case'
import type { Logger } from '../core/shared/logger.port'
import type { Notifier } from '../core/shared/notifier.port'
import type { AuthGateway } from '../core/auth/auth-gateway.port'
import type { Login } from '../core/auth/login.use-case'
import type { SignInCode } from '../core/auth/sign-in-code.use-case'
import type { Logout } from '../core/auth/logout.use-case'
import type { Register } from '../core/auth/register.use-case'
import type { Favourites } from '../core/catalogue/favourites.port'
import type { GameLauncher } from '../core/play/game-launcher.port'
import type { LaunchGame } from '../core/play/launch-game.use-case'
import type { GameLaunches } from '../core/play/game-launches'
import type { GameSearch } from '../core/catalogue/game-search.use-case'
import type { ToggleFavourite } from '../core/catalogue/toggle-favourite.use-case'
import type { ChangePassword } from '../core/profile/change-password.use-case'
import type { LoadProfile } from '../core/profile/load-profile.use-case'
import type { ProfileGateway } from '../core/profile/profile-gateway.port'
import type { SaveProfile } from '../core/profile/save-profile.use-case'
import type { LoadTransactions } from '../core/account/load-transactions.use-case'
import type { TransactionHistory } from '../core/account/transaction-history.port'
import type { CopyReferralLink } from '../core/affiliates/copy-referral-link.use-case'
import type { BalanceChanges } from '../core/balances/balance-changes'
import type { WatchBalances } from '../core/balances/watch-balances.use-case'
import type { LiveBalances } from '../core/balances/balance-stream.port'
import type { BalanceStream } from '../core/balances/balance-stream.port'
import type { Observable } from 'rxjs'
import type { WatchWithdrawals } from '../core/payments/watch-withdrawals.use-case'
import type { Clipboard } from '../core/shared/clipboard.port'
import type { Clock } from '../core/shared/clock.port'
import type { KnownChanges } from '../core/shared/known-changes.port'
import type { RandomSource } from '../core/shared/random.port'
import type { TabOpener } from '../core/shared/tab-opener.port'
import type { CopyInvoice } from '../core/payments/copy-invoice.use-case'
import type { Deposit } from '../core/payments/deposit.use-case'
import type { DateOfBirthNeeded } from '../core/payments/date-of-birth-needed.use-case'
import type { AccountSessions } from '../core/account/account-sessions'
import type { LoadCurrencies } from '../core/payments/load-currencies.use-case'
import type { LoadInvoice } from '../core/payments/load-invoice.use-case'
import type { PaySandboxInvoice } from '../core/payments/pay-sandbox-invoice.use-case'
import type { PaymentsGateway } from '../core/payments/payments-gateway.port'
import type { WatchInvoice } from '../core/payments/watch-invoice.use-case'
import type { RequestWithdrawal } from '../core/payments/request-withdrawal.use-case'
import type { CopyPromoCode } from '../core/bonuses/copy-promo-code.use-case'
import type { SupportGateway } from '../core/support/support-gateway.port'
import type { SendChatMessage } from '../core/support/send-chat-message.use-case'
import type { WatchChat } from '../core/support/watch-chat.use-case'
import type { BonusGrants } from '../core/bonuses/bonus-grant'
import type { Promotions } from '../core/bonuses/promotions.port'
import type { WatchHappyHour } from '../core/bonuses/watch-happy-hour.use-case'
import type { VipStatusReader } from '../core/vip/vip-status'
import type { AffiliatesReader } from '../core/affiliates/affiliates'
import type { SaferPlay } from '../core/safer-play/safer-play'
import type { TwoFactorSettings } from '../core/auth/two-factor-settings'

/**
 * The keys the container binds as it is built, which every screen may use: the rest belong to an
 * area (src/composition/areas), bound when a screen first asks for one of them.
 */
export type SharedKey =
  | 'SessionStore'
  | 'AuthStore'
  | 'Notifier'
  | 'ToastsWanted'
  | 'Logger'
  | 'Clock'
  | 'KnownChanges'
  | 'PageVisible'
  | 'RandomSource'
  | 'TabOpener'
  | 'Clipboard'

/** Every port and use case the browser's container holds, by key: lookups are typed. */
export interface Registry {
  readonly SessionStore: SessionStore
  readonly AuthStore: AuthStore
  readonly Notifier: Notifier
  readonly Logger: Logger
  readonly GameCatalog: GameCatalog
  readonly LoadSidebarCategories: LoadSidebarCategories
  readonly AuthGateway: AuthGateway
  readonly Login: Login
  readonly SignInCode: SignInCode
  readonly Register: Register
  readonly Logout: Logout
  readonly GameLauncher: GameLauncher
  readonly Favourites: Favourites
  readonly LaunchGame: LaunchGame
  readonly GameLaunches: GameLaunches
  readonly GameSearch: GameSearch
  readonly ToggleFavourite: ToggleFavourite
  readonly ProfileGateway: ProfileGateway
  readonly LoadProfile: LoadProfile
  readonly SaveProfile: SaveProfile
  readonly ChangePassword: ChangePassword
  readonly BalanceChanges: BalanceChanges
  readonly WatchBalances: WatchBalances
  readonly BalanceStream: BalanceStream
  /** The signed-in player's balances, live: one stream per tab, shared by every screen that shows them. */
  readonly LiveBalances: Observable<LiveBalances>
  /** Whether the tab is visible: what polls and streams pause on. */
  readonly PageVisible: Observable<boolean>
  /** From the first toast on: the UI mounts the toasts' container (adapters/notifier/toast-notifier.adapter.ts). */
  readonly ToastsWanted: Observable<boolean>
  readonly WatchWithdrawals: WatchWithdrawals
  readonly TransactionHistory: TransactionHistory
  readonly LoadTransactions: LoadTransactions
  readonly CopyReferralLink: CopyReferralLink
  readonly Clock: Clock
  readonly KnownChanges: KnownChanges
  readonly RandomSource: RandomSource
  readonly TabOpener: TabOpener
  readonly Clipboard: Clipboard
  readonly PaymentsGateway: PaymentsGateway
  readonly Deposit: Deposit
  readonly DateOfBirthNeeded: DateOfBirthNeeded
  readonly AccountSessions: AccountSessions
  readonly WatchInvoice: WatchInvoice
  readonly RequestWithdrawal: RequestWithdrawal
  readonly CopyInvoice: CopyInvoice
  readonly LoadInvoice: LoadInvoice
  readonly LoadCurrencies: LoadCurrencies
  readonly PaySandboxInvoice: PaySandboxInvoice
  readonly CopyPromoCode: CopyPromoCode
  readonly SupportGateway: SupportGateway
  readonly SendChatMessage: SendChatMessage
  readonly WatchChat: WatchChat
  readonly BonusGrants: BonusGrants
  readonly Promotions: Promotions
  readonly WatchHappyHour: WatchHappyHour
  readonly VipStatus: VipStatusReader
  readonly Affiliates: AffiliatesReader
  readonly SaferPlay: SaferPlay
  readonly TwoFactor: TwoFactorSettings
}
