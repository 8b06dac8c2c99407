import { PATHS } from './paths'

/** A tab between screens: its words and where it leads. */
export interface Tab {
  readonly label: string
  readonly href: string
}

/** The account area's tabs (docs/product/screens-and-routes.md#account-tabs). */
export const ACCOUNT_TABS = [
  { label: 'My Profile', href: PATHS.profile },
  { label: 'Wallet', href: PATHS.wallet },
  { label: 'Transaction', href: PATHS.transaction },
  { label: 'My Affiliate', href: PATHS.affiliates },
  { label: 'Safer play', href: PATHS.saferPlay },
] as const satisfies readonly Tab[]

/** The tabs the four bonus pages share, in the product's order (docs/product/screens-and-routes.md#bonus-pages). */
export const BONUS_TABS = [
  { label: 'Weekly Bonus', href: PATHS.weeklyBonuses },
  { label: 'Happy Hour', href: PATHS.happyHourBonuses },
  { label: 'Daily Bonus', href: PATHS.dailyBonuses },
  { label: 'Join', href: PATHS.joinBonuses },
] as const satisfies readonly Tab[]

/** Screens that share a row of tabs: from one, the others are a tap away. */
export const TAB_ROWS: ReadonlyArray<readonly Tab[]> = [ACCOUNT_TABS, BONUS_TABS]
