import { PendingScreen } from '../../components/pending-screen'

export function AffiliatesPage() {
  return <PendingScreen title="Affiliates" />
}
