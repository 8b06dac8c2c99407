import { parse } from 'regexparam'
import { Suspense, useEffect, type ComponentType } from 'react'
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter'
import { PATHS } from '../../core/navigation/paths'
import { TAB_ROWS } from '../../core/navigation/tab-rows'
import { useAuth } from '../auth/use-auth'
import { PageLoader } from '../components/page-loader'
import { readAhead } from '../data/screen-read'
import { usePlayerContainer } from '../di/container-context'
import { useAskWhileRendering } from '../hooks/use-ask-while-rendering'
import { savingData, whenIdle } from '../hooks/when-idle'
import { lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouteGuard } from './route-guard'
import { useScreenLocation } from './use-screen-location'

const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage')
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage')
const SignupPage = lazyPage(() => import('../features/auth/signup-page'), 'SignupPage')
const DashboardPage = lazyPage(() => import('../features/lobby/dashboard-page'), 'DashboardPage')
const CasinoPage = lazyPage(() => import('../features/lobby/casino-page'), 'CasinoPage')
const OffMarketPage = lazyPage(() => import('../features/lobby/off-market-page'), 'OffMarketPage')
const CategoryPage = lazyPage(() => import('../features/category/category-page'), 'CategoryPage')
const SearchPage = lazyPage(() => import('../features/search/search-page'), 'SearchPage')
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage')
const TransactionPage = lazyPage(() => import('../features/account/transaction-page'), 'TransactionPage')
const AffiliatesPage = lazyPage(() => import('../features/account/affiliates-page'), 'AffiliatesPage')
const SaferPlayPage = lazyPage(() => import('../features/account/safer-play-page'), 'SaferPlayPage')
const PaymentsPage = lazyPage(() => import('../features/payments/payments-page'), 'PaymentsPage')
const InvoicePage = lazyPage(() => import('../features/payments/invoice-page'), 'InvoicePage')
const DailyBonusesPage = lazyPage(() => import('../features/bonuses/daily-bonuses-page'), 'DailyBonusesPage')
const WeeklyBonusesPage = lazyPage(() => import('../features/bonuses/weekly-bonuses-page'), 'WeeklyBonusesPage')
const HappyHourBonusesPage = lazyPage(() => import('../features/bonuses/happy-hour-bonuses-page'), 'HappyHourBonusesPage')
const JoinBonusesPage = lazyPage(() => import('../features/bonuses/join-bonuses-page'), 'JoinBonusesPage')
const HappyHourBonusPage = lazyPage(() => import('../features/bonuses/happy-hour-bonus-page'), 'HappyHourBonusPage')
const UserLevelingPage = lazyPage(() => import('../features/vip/user-leveling-page'), 'UserLevelingPage')
const LanguagePage = lazyPage(() => import('../features/language/language-page'), 'LanguagePage')
const SidebarPartPage = lazyPage(() => import('../features/layout-parts/sidebar-part-page'), 'SidebarPartPage')
const HeaderPartPage = lazyPage(() => import('../features/layout-parts/header-part-page'), 'HeaderPartPage')
const FilterPartPage = lazyPage(() => import('../features/layout-parts/filter-part-page'), 'FilterPartPage')
// Its own chunk, never fetched by a player: the console's code, wiring and styles stay behind this import.
const OperatorConsole = lazyPage(() => import('../features/operator/operator-console'), 'OperatorConsole')
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage')
// The header, sidebar (and its search), footer and mobile bar: the landing and the sign-in forms never load them.
const AppLayout = lazyPage(() => import('../layout/app-layout'), 'AppLayout')

/** The screens outside the layout, by path (the operator's console is never prerendered or preloaded). */
const BARE_ROUTES = [
  [PATHS.landing, LandingPage],
  [PATHS.login, LoginPage],
  [PATHS.signup, SignupPage],
  [PATHS.register, SignupPage],
] as const

/** The screens inside the layout, by path, in matching order. */
const LAYOUT_ROUTES = [
  [PATHS.dashboard, DashboardPage],
  [PATHS.casino, CasinoPage],
  [PATHS.offMarket, OffMarketPage],
  [PATHS.category, CategoryPage],
  [PATHS.search, SearchPage],
  [PATHS.profile, ProfilePage],
  [PATHS.transaction, TransactionPage],
  [PATHS.affiliates, AffiliatesPage],
  [PATHS.saferPlay, SaferPlayPage],
  [PATHS.wallet, PaymentsPage],
  [PATHS.invoice, InvoicePage],
  [PATHS.dailyBonuses, DailyBonusesPage],
  [PATHS.weeklyBonuses, WeeklyBonusesPage],
  [PATHS.happyHourBonuses, HappyHourBonusesPage],
  [PATHS.joinBonuses, JoinBonusesPage],
  [PATHS.happyHourBonus, HappyHourBonusPage],
  [PATHS.userLeveling, UserLevelingPage],
  [PATHS.language, LanguagePage],
  [PATHS.sidebar, SidebarPartPage],
  [PATHS.header, HeaderPartPage],
  [PATHS.filter, FilterPartPage],
] as const

/** A table's rows as wouter routes, in its order. */
const routesOf = (table: ReadonlyArray<readonly [string, ComponentType]>) =>
  table.map(([path, Page]) => <Route key={path} path={path} component={Page} />)

type Parser = ReturnType<typeof useRouter>['parser']
const layoutScreen = (parser: Parser, location: string) =>
  (LAYOUT_ROUTES.find(([path]) => matchRoute(parser, path, location)[0]) ?? [null, NotFoundPage])[1]

/** The screens the layout's own links and search lead to, a tap away from any screen inside it. */
const BROWSING = [DashboardPage, CategoryPage, SearchPage] as const

type Screen = ReturnType<typeof layoutScreen>

/** The screens of each row of tabs (the account's, the bonus pages'). */
const TABBED_SCREENS = TAB_ROWS.map((row) => row.map((tab) => layoutScreen(parse, tab.href)))

/** The screens a tap away from `screen`: the browsing screens, and the other tabs of its row. */
const aTapFrom = (screen: Screen): readonly Screen[] => [...BROWSING, ...TABBED_SCREENS.filter((row) => row.includes(screen)).flat()]

/**
 * Starts the current screen's chunk at once, so it loads beside the layout's rather than after it;
 * once the page is idle (and not saving data), the chunks of the screens a tap away too, and what
 * those screens show the signed-in player (their `screenReads`): a tap on a category or a tab then
 * draws at once instead of waiting for its code and data on a slow network. The screen's own reads
 * start as the address changes, in the tap's render, beside the screen's rather than after it.
 */
function usePreloadScreen() {
  const [location] = useLocation()
  const { parser } = useRouter()
  const container = usePlayerContainer()
  const { state, signedIn } = useAuth()
  const screen = layoutScreen(parser, location)
  const player = signedIn ? state.userId : null
  useAskWhileRendering(
    player === null ? null : `${player} ${location}`,
    () => false,
    () => player !== null && readAhead(container, player, screen.reads()),
  )
  useEffect(() => void screen.preload(), [screen])
  useEffect(() => {
    if (savingData()) return undefined
    return whenIdle(() =>
      aTapFrom(screen).forEach((next) =>
        next.preload().then(
          // Not what the screen shown reads too: it has just asked for that itself.
          () =>
            player === null
              ? undefined
              : readAhead(
                  container,
                  player,
                  next.reads().filter((read) => !screen.reads().some((shown) => shown.name === read.name)),
                ),
          () => undefined,
        ),
      ),
    )
  }, [screen, container, player])
}

/**
 * Loads the chunks a path's first render needs (its screen, and the layout around it), so the app
 * can wait for them before it hydrates the server's HTML or renders: no loader, no second pass.
 */
export async function preloadScreens(location: string): Promise<void> {
  const bare = BARE_ROUTES.find(([path]) => matchRoute(parse, path, location)[0])
  if (bare !== undefined) return bare[1].preload()
  if (matchRoute(parse, PATHS.operator, location, true)[0]) return
  await Promise.all([AppLayout.preload(), layoutScreen(parse, location).preload()])
}

/**
 * Screens inside the layout (header, sidebar, footer, mobile bar); one that throws leaves the
 * layout standing. The screen follows the address a step behind (useScreenLocation).
 */
function LayoutRoutes() {
  usePreloadScreen()
  const [location] = useLocation()
  const { parser } = useRouter()
  const shown = useScreenLocation(location, layoutScreen(parser, location).isLoaded())
  return (
    <Suspense fallback={<PageLoader />}>
      <AppLayout>
        <RouteErrorBoundary location={shown}>
          <Suspense fallback={<PageLoader />}>
            <Switch location={shown}>
              {routesOf(LAYOUT_ROUTES)}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </AppLayout>
    </Suspense>
  )
}

/**
 * Every path the routes above it left, with no params: a pathless route's wildcard would hand the
 * whole path to every screen inside the layout as a param, so each change of address would render
 * again the screen being left (its params changed), in the tap's urgent render.
 */
const ANY_OTHER_PATH = /^/

/**
 * The route table (docs/product/screens-and-routes.md#route-table), behind the guard. /register is
 * sign-up by another name.
 */
export function AppRoutes() {
  return (
    <RouteGuard>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            {routesOf(BARE_ROUTES)}
            <Route path={PATHS.operator} nest component={OperatorConsole} />
            <Route path={ANY_OTHER_PATH} component={LayoutRoutes} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  )
}
