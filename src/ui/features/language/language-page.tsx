import { PendingScreen } from '../../components/pending-screen'

export function LanguagePage() {
  return (
    <PendingScreen title="Language">
      <p>Coinfall is in English (En). More languages are on the way.</p>
    </PendingScreen>
  )
}
