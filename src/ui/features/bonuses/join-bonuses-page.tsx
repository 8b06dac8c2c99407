import { JOIN_PROMO_CODE, JOIN_PROMO_TEXT } from '../../../core/bonuses/join-promo'
import { BonusScreen } from './bonus-screen'
import styles from './bonus-panel.module.css'
import { PromoCode } from './promo-code'

/** /join-bonuses: the fixed promo code with a copy button (docs/product/screens-and-routes.md#join). */
export function JoinBonusesPage() {
  return (
    <BonusScreen title="Join Bonus" intro="Every new Coinfall account starts with a $10.00 join bonus in its bonus balance.">
      <section className={styles.panel} aria-labelledby="join-promo-heading">
        <img className={styles.art} src="/images/bonuses/promo-ticket.svg" alt="" width={240} height={200} />
        <div className={styles.copy}>
          <h2 id="join-promo-heading" className={styles.title}>
            Promo code
          </h2>
          <p className={styles.text}>{JOIN_PROMO_TEXT}</p>
          <PromoCode code={JOIN_PROMO_CODE} />
        </div>
      </section>
    </BonusScreen>
  )
}
