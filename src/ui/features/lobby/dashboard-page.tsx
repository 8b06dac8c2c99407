import { LobbyScreen } from './lobby-screen'

/** /dashboard: the signed-in player's lobby. */
export function DashboardPage() {
  return <LobbyScreen title="Lobby" />
}
