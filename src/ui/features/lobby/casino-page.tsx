import { LobbyScreen } from './lobby-screen'

/** /casino: the lobby's content, open to visitors (the hero 'Play Now' of the landing page). */
export function CasinoPage() {
  return <LobbyScreen title="Casino" />
}
