import { AccountTabs } from '../../components/account-tabs'
import { useScreenRead } from '../../hooks/use-screen-read'
import { PageTitle } from '../../components/page-title'
import { playerAffiliates } from './affiliates/affiliates.reads'
import styles from './affiliates/affiliates.module.css'
import { MyAffiliatesTable } from './affiliates/my-affiliates-table'
import { ReferralLinkField } from './affiliates/referral-link-field'

/** What the screen shows the player: read ahead of a tap from the other account tabs. */
export const screenReads = [playerAffiliates]

/**
 * /affiliates: the affiliate programme, the player's link and their affiliates
 * (docs/product/screens-and-routes.md#affiliates).
 */
export function AffiliatesPage() {
  const affiliates = useScreenRead(playerAffiliates)
  return (
    <div className={styles.screen}>
      <PageTitle title="Affiliates" />
      <AccountTabs />
      <section className={`${styles.card} ${styles.hero}`} aria-labelledby="affiliates-heading">
        <div className={styles.copyBlock}>
          <p className={styles.kicker}>Affiliate programme</p>
          <h1 id="affiliates-heading">Refer your friends to Coinfall</h1>
          <p className={styles.lead}>
            Share your personal link with friends who enjoy slots, crash games and Plinko. It opens the Coinfall sign-up page, and every
            player who signs up through it is listed under My Affiliates.
          </p>
          {affiliates._tag === 'Loaded' && (
            <p className={styles.lead} data-testid="commission-rule">
              {affiliates.value.commissionSentence}
            </p>
          )}
          <ReferralLinkField />
        </div>
        <img className={styles.art} src="/images/banners/referral.webp" alt="" width={600} height={400} />
      </section>
      <MyAffiliatesTable affiliates={affiliates} />
    </div>
  )
}
