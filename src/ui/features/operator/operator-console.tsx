import { useCallback, useMemo, useState } from 'react'
import { Route, Switch, useRoute } from 'wouter'
import { Link } from '../../routing/link'
import type { OperatorSession } from '../../../core/operator/operator'
import { buildOperatorContainer } from '../../../composition/operator/operator-container'
import type { Resolver } from '../../../composition/resolver'
import { OperatorContainerProvider, useOperatorDependency } from '../../di/operator-container-context'
import { PageTitle } from '../../components/page-title'
import { AuditLog } from './audit-log'
import { AuthenticatorSetup } from './authenticator-setup'
import { LedgerHealthScreen } from './ledger-health'
import { PlayerDetailScreen } from './player-detail'
import { PlayerSearch } from './player-search'
import { PromotionsScreen } from './promotions-screen'
import { OperatorSignIn } from './operator-sign-in'
import { OperatorsScreen } from './operators-screen'
import { SupportDeskScreen } from './support-desk'
import { WithdrawalQueue } from './withdrawal-queue'
import styles from './operator.module.css'

const NO_PERMISSION = 'You do not have the permission for this screen.'

function NavLink({ href, children }: { href: string; children: string }) {
  const [active] = useRoute(href)
  return (
    <Link href={href} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  )
}

/**
 * The operator console under /operator: its own lazy chunk, its own container and its own session.
 * Tests hand it a container built with fakes.
 */
export function OperatorConsole({ container }: { container?: Resolver }) {
  const built = useMemo(
    () => container ?? buildOperatorContainer({ apiBaseUrl: '', storage: window.sessionStorage, console: window.console }),
    [container],
  )
  return (
    <OperatorContainerProvider container={built}>
      <ConsoleScreens />
    </OperatorContainerProvider>
  )
}

/** Screens show only what the operator's permissions open; a session that ends sends the console to its sign-in. */
function ConsoleScreens() {
  const sessions = useOperatorDependency('OperatorSessionStore')
  const signOutOperator = useOperatorDependency('SignOutOperator')
  const [session, setSession] = useState<OperatorSession | null>(() => sessions.read())
  const signedIn = useCallback(
    (s: OperatorSession | null) => {
      sessions.write(s)
      setSession(s)
    },
    [sessions],
  )
  const signOut = async () => {
    await signOutOperator()
    setSession(null)
  }

  if (session === null)
    return (
      <div className={styles.console}>
        <Switch>
          <Route path="/authenticator">
            <AuthenticatorSetup />
          </Route>
          <Route>
            <PageTitle title="Operator sign-in" />
            <OperatorSignIn onSignedIn={setSession} />
          </Route>
        </Switch>
      </div>
    )
  const can = (p: string) => session.user.permissions.includes(p)
  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <p className={styles.brand}>Coinfall operator console</p>
        <nav className={styles.nav} aria-label="Console">
          {can('approve_withdrawals') && <NavLink href="/">Withdrawals</NavLink>}
          {can('view_players') && <NavLink href="/players">Players</NavLink>}
          {can('view_ledger') && <NavLink href="/ledger">Ledger health</NavLink>}
          {can('view_ledger') && <NavLink href="/audit">Audit log</NavLink>}
          {can('support') && <NavLink href="/support">Support</NavLink>}
          {can('manage_promotions') && <NavLink href="/promotions">Promotions</NavLink>}
          {can('manage_operators') && <NavLink href="/operators">Operators</NavLink>}
        </nav>
        <div className={styles.who}>
          <span>Signed in as {session.user.username}</span>
          <button type="button" className={styles.secondary} onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <Switch>
          <Route path="/players">
            {can('view_players') ? <PlayerSearch canAdjust={can('adjust_balances')} /> : <p>{NO_PERMISSION}</p>}
          </Route>
          <Route path="/players/:id">
            {(params) =>
              can('view_players') ? <PlayerDetailScreen user={session.user} playerId={Number(params.id)} /> : <p>{NO_PERMISSION}</p>
            }
          </Route>
          <Route path="/ledger">{can('view_ledger') ? <LedgerHealthScreen /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/promotions">{can('manage_promotions') ? <PromotionsScreen /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/support">{can('support') ? <SupportDeskScreen user={session.user} /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/operators">{can('manage_operators') ? <OperatorsScreen user={session.user} /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/audit">{can('view_ledger') ? <AuditLog /> : <p>You do not have the permission to read the audit log.</p>}</Route>
          <Route>
            {can('approve_withdrawals') ? (
              <WithdrawalQueue user={session.user} onSessionEnded={() => signedIn(null)} />
            ) : can('support') ? (
              <SupportDeskScreen user={session.user} />
            ) : can('manage_promotions') ? (
              <PromotionsScreen />
            ) : (
              <p>You do not have the permission to handle withdrawals.</p>
            )}
          </Route>
        </Switch>
      </main>
    </div>
  )
}
