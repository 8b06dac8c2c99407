import * as E from 'fp-ts/Either'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { reasonOrProblem } from '../../../core/operator/promotions/promotion-forms.rules'
import type { PromotionChange, PromotionSettings } from '../../../core/operator/promotions/promotion-settings.port'
import styles from './operator.module.css'
import { momentText } from '../../../core/shared/date-text'
import own from './promotions.module.css'
import type { Said } from './console-status'

export type Save = (change: PromotionChange, reason: string) => Promise<Said>

export function changedWords(s: PromotionSettings, key: string): string {
  const u = s.updated.find((x) => x.key === key)
  return u ? `Last changed ${momentText(u.at)} by ${u.by ?? 'an operator'}.` : 'Not changed yet: the defaults hold.'
}

/** A card with its form, its reason field, its Save button and what the save said. */
export function SettingForm(props: {
  title: string
  /** What the Save button saves, when the title's lower case would misspell it ("VIP levels"). */
  saves?: string
  rule: string
  changed: string
  submit: (reason: string) => Promise<Said> | Said
  children: ReactNode
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [said, setSaid] = useState<Said>(null)
  const [busy, setBusy] = useState(false)
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const checked = reasonOrProblem(reason)
    if (E.isLeft(checked)) return setSaid({ text: checked.left, failed: true })
    setBusy(true)
    setSaid(await props.submit(checked.right))
    setBusy(false)
  }
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p className={own.rule} data-testid="promotion-rule">
        {props.rule}
      </p>
      <p className={styles.status}>{props.changed}</p>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`}>
        {props.children}
        <div className={own.fields}>
          <label className={own.reason}>
            Reason (for the audit log)
            <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </label>
          <button type="submit" className={styles.button} disabled={busy}>
            Save {props.saves ?? props.title.toLowerCase()}
          </button>
        </div>
        {said && (
          <p className={said.failed ? styles.error : styles.status} role={said.failed ? 'alert' : 'status'}>
            {said.text}
          </p>
        )}
      </form>
    </section>
  )
}
