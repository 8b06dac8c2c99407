/** Every route of docs/product/screens-and-routes.md#route-table, by name. */
export const PATHS = {
  landing: '/',
  signup: '/signup',
  login: '/login',
  sidebar: '/sidebar',
  header: '/header',
  filter: '/filter',
  casino: '/casino',
  dashboard: '/dashboard',
  profile: '/profile',
  transaction: '/transaction',
  wallet: '/wallet',
  affiliates: '/affiliates',
  /** Limits, reality check, cool-off and self-exclusion (docs/product/safer-play.md). */
  saferPlay: '/safer-play',
  category: '/category/:id',
  invoice: '/deposit/invoice/:invoiceid',
  dailyBonuses: '/daily-bonuses',
  weeklyBonuses: '/weekly-bonuses',
  happyHourBonuses: '/happy-hour-bonuses',
  joinBonuses: '/join-bonuses',
  userLeveling: '/user-leveling',
  happyHourBonus: '/happyhourbonus',
  offMarket: '/off-market',
  language: '/language',
  register: '/register',
  /** Every game matching a search (?q=…), the search box's Enter. */
  search: '/search',
  /** The operator console: its own sign-in and session, outside the player's guard. */
  operator: '/operator',
} as const

export const categoryPath = (id: number | string): string => `/category/${encodeURIComponent(String(id))}`
/** The search results for what the player typed. */
export const searchPath = (text: string): string => `/search?${new URLSearchParams({ q: text }).toString()}`

export const invoicePath = (invoiceId: string): string => `/deposit/invoice/${encodeURIComponent(invoiceId)}`
