import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import styles from './affiliates/affiliates.module.css'
import { MyAffiliatesTable } from './affiliates/my-affiliates-table'
import { ReferralLinkField } from './affiliates/referral-link-field'

/**
 * /affiliates: the affiliate programme, the player's link and their affiliates
 * (docs/product/screens-and-routes.md#affiliates).
 */
export function AffiliatesPage() {
  return (
    <div className={styles.screen}>
      <PageTitle title="Affiliates" />
      <AccountTabs />
      <section className={`${styles.card} ${styles.hero}`} aria-labelledby="affiliates-heading">
        <div className={styles.copyBlock}>
          <p className={styles.kicker}>Affiliate programme</p>
          <h1 id="affiliates-heading">Refer your friends to Coinfall</h1>
          <p className={styles.lead}>
            Share your personal link with friends who enjoy slots, crash games and Plinko. It opens the Coinfall sign-up page, where every
            new player starts with the $10.00 join bonus.
          </p>
          <p className={styles.lead}>
            Referral rewards are not live yet: once they are, players who join through your link will be listed under My Affiliates.
          </p>
          <ReferralLinkField />
        </div>
        <img className={styles.art} src="/images/banners/referral.svg" alt="" width={600} height={400} />
      </section>
      <MyAffiliatesTable />
    </div>
  )
}
