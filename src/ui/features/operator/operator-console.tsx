import * as E from 'fp-ts/Either'
import { useCallback, useMemo, useState } from 'react'
import { Link, Route, Switch, useRoute } from 'wouter'
import type { OperatorSession } from '../../../core/operator/operator'
import { composeOperatorConsole, type OperatorConsoleDeps } from '../../../composition/operator/operator-console.composition'
import { PageTitle } from '../../components/page-title'
import { AuditLog } from './audit-log'
import { AuthenticatorSetup } from './authenticator-setup'
import { LedgerHealthScreen } from './ledger-health'
import { PlayerDetailScreen } from './player-detail'
import { PlayerSearch } from './player-search'
import { OperatorSignIn } from './operator-sign-in'
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
 * The operator console under /operator: its own lazy chunk, its own wiring and its own session.
 * Screens show only what the operator's permissions open. Tests hand it their own `wiring`.
 */
export function OperatorConsole({ wiring }: { wiring?: OperatorConsoleDeps }) {
  const deps = useMemo(() => wiring ?? composeOperatorConsole({ apiBaseUrl: '', storage: window.sessionStorage }), [wiring])
  const [session, setSession] = useState<OperatorSession | null>(() => deps.sessions.read())
  const signedIn = useCallback(
    (s: OperatorSession | null) => {
      deps.sessions.write(s)
      setSession(s)
    },
    [deps],
  )
  const signOut = async () => {
    const out = await deps.gateway.signOut()()
    // Signed out here whatever the server said: a token it no longer knows is as good as revoked.
    if (E.isLeft(out)) console.warn('operator sign-out was not confirmed', out.left)
    signedIn(null)
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
            <OperatorSignIn gateway={deps.gateway} onSignedIn={signedIn} />
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
          <Route path="/players">{can('view_players') ? <PlayerSearch gateway={deps.gateway} /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/players/:id">
            {(params) =>
              can('view_players') ? (
                <PlayerDetailScreen gateway={deps.gateway} user={session.user} playerId={Number(params.id)} />
              ) : (
                <p>{NO_PERMISSION}</p>
              )
            }
          </Route>
          <Route path="/ledger">{can('view_ledger') ? <LedgerHealthScreen gateway={deps.gateway} /> : <p>{NO_PERMISSION}</p>}</Route>
          <Route path="/audit">
            {can('view_ledger') ? <AuditLog gateway={deps.gateway} /> : <p>You do not have the permission to read the audit log.</p>}
          </Route>
          <Route>
            {can('approve_withdrawals') ? (
              <WithdrawalQueue gateway={deps.gateway} user={session.user} onSessionEnded={() => signedIn(null)} />
            ) : (
              <p>You do not have the permission to handle withdrawals.</p>
            )}
          </Route>
        </Switch>
      </main>
    </div>
  )
}
