import * as E from 'fp-ts/Either'
import { useState } from 'react'
import { commissionSentence } from '../../../core/affiliates/referral-commission.rules'
import { referralTermsProblem } from '../../../core/affiliates/referral-settings.rules'
import { bpsText, numberIn, percentBps } from '../../../core/operator/promotions/promotion-forms.rules'
import type { PromotionSettings } from '../../../core/operator/promotions/promotion-settings.port'
import { vipDraftOf, vipTermsOfDraft, type VipDraft, type VipLevelDraft } from '../../../core/operator/promotions/vip-form.rules'
import { vipTermsSentence } from '../../../core/vip/vip-settings.rules'
import { changedWords, SettingForm, type Save } from './promotion-setting-form'
import type { Said } from './console-status'
import own from './promotions.module.css'

/** The VIP levels: each level's amount wagered, daily withdrawal limit and bonus, level 0's limit and the bonus requirement. */
export function VipLevelsForm({ settings, save }: { settings: PromotionSettings; save: Save }) {
  const [draft, setDraft] = useState<VipDraft>(() => vipDraftOf(settings.vip))
  const editLevel = (i: number, field: keyof VipLevelDraft, value: string) =>
    setDraft((d) => ({ ...d, levels: d.levels.map((l, j) => (j === i ? { ...l, [field]: value } : l)) }))
  const submit = (reason: string): Promise<Said> | Said => {
    const terms = vipTermsOfDraft(draft, settings.vip)
    return E.isLeft(terms) ? { text: terms.left, failed: true } : save({ key: 'vip', value: terms.right }, reason)
  }
  return (
    <SettingForm
      title="VIP levels"
      saves="VIP levels"
      rule={vipTermsSentence(settings.vip)}
      changed={changedWords(settings, 'vip')}
      submit={submit}
    >
      <ul className={own.missions}>
        {settings.vip.levels.map((level, i) => {
          const d = draft.levels[i] ?? { wagered: '', limit: '', bonus: '' }
          return (
            <li key={level.rank} className={own.level} data-testid="vip-level-setting">
              <label>
                Level {level.numeral}: wagered ($)
                <input value={d.wagered} onChange={(e) => editLevel(i, 'wagered', e.target.value)} inputMode="decimal" />
              </label>
              <label>
                Level {level.numeral}: daily limit ($)
                <input value={d.limit} onChange={(e) => editLevel(i, 'limit', e.target.value)} inputMode="decimal" />
              </label>
              <label>
                Level {level.numeral}: bonus ($)
                <input value={d.bonus} onChange={(e) => editLevel(i, 'bonus', e.target.value)} inputMode="decimal" />
              </label>
            </li>
          )
        })}
      </ul>
      <div className={own.fields}>
        <label>
          Level 0: daily limit ($)
          <input
            value={draft.levelZeroLimit}
            onChange={(e) => setDraft({ ...draft, levelZeroLimit: e.target.value })}
            inputMode="decimal"
          />
        </label>
        <label>
          Level bonus requirement (× the bonus)
          <input value={draft.multiple} onChange={(e) => setDraft({ ...draft, multiple: e.target.value })} inputMode="numeric" />
        </label>
      </div>
    </SettingForm>
  )
}

/** The referral commission: its rate and its bonus's wagering requirement. */
export function ReferralForm({ settings, save }: { settings: PromotionSettings; save: Save }) {
  const r = settings.referral
  const [percent, setPercent] = useState(bpsText(r.commissionBps))
  const [multiple, setMultiple] = useState(String(r.wageringMultiple))
  const submit = (reason: string): Promise<Said> | Said => {
    const bps = percentBps(percent, 'The commission')
    if (E.isLeft(bps)) return { text: bps.left, failed: true }
    const m = numberIn(multiple, 0, 100, 'The commission requirement')
    if (E.isLeft(m)) return { text: m.left, failed: true }
    const value = { commissionBps: bps.right, wageringMultiple: m.right }
    const problem = referralTermsProblem(value)
    return problem !== null ? { text: problem, failed: true } : save({ key: 'referral', value }, reason)
  }
  return (
    <SettingForm
      title="Referral commission"
      rule={commissionSentence(r.commissionBps, r.wageringMultiple)}
      changed={changedWords(settings, 'referral')}
      submit={submit}
    >
      <div className={own.fields}>
        <label>
          Commission (% of net losses)
          <input value={percent} onChange={(e) => setPercent(e.target.value)} inputMode="decimal" />
        </label>
        <label>
          Requirement (× the commission)
          <input value={multiple} onChange={(e) => setMultiple(e.target.value)} inputMode="numeric" />
        </label>
      </div>
    </SettingForm>
  )
}
