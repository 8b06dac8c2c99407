import { PendingScreen } from '../../components/pending-screen'

export function InvoicePage() {
  return <PendingScreen title="Invoice Generated" />
}
