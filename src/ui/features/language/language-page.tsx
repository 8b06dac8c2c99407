import { PageTitle } from '../../components/page-title'
import styles from './language-page.module.css'

/**
 * /language (linked from the header, undefined in the specification): English is the only
 * language, so the one option is shown selected and nothing pretends to switch.
 */
export function LanguagePage() {
  return (
    <section className={styles.screen} aria-labelledby="language-heading">
      <PageTitle title="Language" />
      <h1 id="language-heading" className={styles.heading}>
        Language
      </h1>
      <p className={styles.intro}>Coinfall is available in English, shown as En in the header.</p>
      <fieldset className={styles.group} role="radiogroup" aria-labelledby="language-legend">
        <legend id="language-legend" className={styles.legend}>
          Site language
        </legend>
        <label className={styles.option}>
          <input type="radio" name="language" value="en" defaultChecked className={styles.radio} />
          <span className={styles.code} aria-hidden="true">
            En
          </span>
          <span className={styles.name}>English</span>
          <span className={styles.state} aria-hidden="true">
            Selected
          </span>
        </label>
      </fieldset>
      <p className={styles.soon}>More languages are coming. When they arrive, you will choose them here.</p>
    </section>
  )
}
