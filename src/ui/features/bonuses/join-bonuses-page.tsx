import { JOIN_PROMO_CODE, JOIN_PROMO_TEXT } from '../../../core/bonuses/join-promo'
import { useScreenRead } from '../../hooks/use-screen-read'
import { bonusGrants, promotionTerms } from './bonuses.reads'
import { BonusScreen } from './bonus-screen'
import styles from './bonus-panel.module.css'
import { MyBonuses } from './my-bonuses'
import { PromoCode } from './promo-code'

/** What the screen shows the player: read ahead of a tap from the other bonus pages. */
export const screenReads = [promotionTerms, bonusGrants]

/** /join-bonuses: the promo code with a copy button, and the player's own grants (docs/product/bonuses.md). */
export function JoinBonusesPage() {
  const terms = useScreenRead(promotionTerms)
  // The code the page was built with shows until the operator's own answers.
  const join = terms._tag === 'Loaded' ? terms.value.join : null
  return (
    <BonusScreen title="Join Bonus" intro="Enter the promo code when you sign up to get the join bonus in your bonus balance.">
      <section className={styles.panel} aria-labelledby="join-promo-heading">
        <img className={styles.art} src="/images/bonuses/promo-ticket.webp" alt="" width={240} height={200} />
        <div className={styles.copy}>
          <h2 id="join-promo-heading" className={styles.title}>
            Promo code
          </h2>
          <p className={styles.text}>{JOIN_PROMO_TEXT}</p>
          <PromoCode code={join?.code ?? JOIN_PROMO_CODE} />
          {join && (
            <p className={styles.text} data-testid="join-rule">
              {join.rule}
            </p>
          )}
        </div>
      </section>
      <MyBonuses />
    </BonusScreen>
  )
}
