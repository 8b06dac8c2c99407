import { PendingScreen } from '../../components/pending-screen'

export function WalletPage() {
  return <PendingScreen title="Wallet" />
}
