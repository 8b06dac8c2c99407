import { useState } from 'react'
import type { SaferPlayState } from '../../../core/safer-play/safer-play'
import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import { useScreenRead } from '../../hooks/use-screen-read'
import { BreakSection } from './safer-play/break-section'
import { LimitsSection } from './safer-play/limits-section'
import { RealityCheckSection } from './safer-play/reality-check-section'
import { saferPlayState, twoFactorStatus } from './safer-play/safer-play.reads'
import { TwoFactorSection } from './safer-play/two-factor-section'
import styles from './safer-play/safer-play.module.css'

/** What the screen shows the player: read ahead of a tap from the other account tabs. */
export const screenReads = [saferPlayState, twoFactorStatus]

/** /safer-play: the player's limits, reality check, two-factor sign-in, cool-off and self-exclusion (docs/product/safer-play.md). */
export function SaferPlayPage() {
  const loaded = useScreenRead(saferPlayState)
  // What a change answered replaces what was loaded.
  const [saved, setState] = useState<SaferPlayState | null>(null)
  const state = saved ?? (loaded._tag === 'Loaded' ? loaded.value : null)
  return (
    <div className={styles.screen}>
      <PageTitle title="Safer play" />
      <AccountTabs />
      <section className={styles.card} aria-labelledby="safer-play-heading">
        <h1 id="safer-play-heading">Safer play</h1>
        <p className={styles.help}>
          Set limits on what you deposit and lose, protect your sign-in with a second step, take a break, or exclude yourself. If play is no
          longer fun, free and confidential help is at <a href="https://www.begambleaware.org">BeGambleAware</a> and{' '}
          <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.
        </p>
      </section>
      {state === null ? (
        <p role="status" className={styles.help}>
          {loaded._tag === 'Failed' ? 'Your settings could not be loaded. Please try again later.' : 'Loading your settings…'}
        </p>
      ) : (
        <>
          <LimitsSection kind="deposit" state={state} onSaved={setState} />
          <LimitsSection kind="loss" state={state} onSaved={setState} />
          <RealityCheckSection state={state} onSaved={setState} />
          <TwoFactorSection />
          <BreakSection />
        </>
      )}
    </div>
  )
}
