import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { PATHS } from '../../core/navigation/paths'
import { AppLayout } from '../layout/app-layout'
import { PageLoader } from '../components/page-loader'
import { lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouteGuard } from './route-guard'

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
const WalletPage = lazyPage(() => import('../features/wallet/wallet-page'), 'WalletPage')
const InvoicePage = lazyPage(() => import('../features/wallet/invoice-page'), 'InvoicePage')
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

/** Screens inside the layout (header, sidebar, footer, mobile bar); one that throws leaves the layout standing. */
function LayoutRoutes() {
  return (
    <AppLayout>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path={PATHS.dashboard} component={DashboardPage} />
            <Route path={PATHS.casino} component={CasinoPage} />
            <Route path={PATHS.offMarket} component={OffMarketPage} />
            <Route path={PATHS.category} component={CategoryPage} />
            <Route path={PATHS.search} component={SearchPage} />
            <Route path={PATHS.profile} component={ProfilePage} />
            <Route path={PATHS.transaction} component={TransactionPage} />
            <Route path={PATHS.affiliates} component={AffiliatesPage} />
            <Route path={PATHS.wallet} component={WalletPage} />
            <Route path={PATHS.invoice} component={InvoicePage} />
            <Route path={PATHS.dailyBonuses} component={DailyBonusesPage} />
            <Route path={PATHS.weeklyBonuses} component={WeeklyBonusesPage} />
            <Route path={PATHS.happyHourBonuses} component={HappyHourBonusesPage} />
            <Route path={PATHS.joinBonuses} component={JoinBonusesPage} />
            <Route path={PATHS.happyHourBonus} component={HappyHourBonusPage} />
            <Route path={PATHS.userLeveling} component={UserLevelingPage} />
            <Route path={PATHS.language} component={LanguagePage} />
            <Route path={PATHS.sidebar} component={SidebarPartPage} />
            <Route path={PATHS.header} component={HeaderPartPage} />
            <Route path={PATHS.filter} component={FilterPartPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  )
}

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
            <Route path={PATHS.landing} component={LandingPage} />
            <Route path={PATHS.login} component={LoginPage} />
            <Route path={PATHS.signup} component={SignupPage} />
            <Route path={PATHS.register} component={SignupPage} />
            <Route path={PATHS.operator} nest component={OperatorConsole} />
            <Route component={LayoutRoutes} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  )
}
