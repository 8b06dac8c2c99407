import * as E from 'fp-ts/Either'
import { useState } from 'react'
import { offerSentence } from '../../../core/bonuses/bonus-grants.rules'
import { happyHourSentence } from '../../../core/bonuses/happy-hour.rules'
import { missionSentence, resetSentence, type MissionDefinition } from '../../../core/bonuses/missions.rules'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import { centsText, dollars, numberIn, parseWindows, wholeIn, windowsText } from '../../../core/operator/promotions/promotion-forms.rules'
import type { PromotionChange, PromotionSettings } from '../../../core/operator/promotions/promotion-settings.port'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import styles from './operator.module.css'
import { changedWords, SettingForm, type Save } from './promotion-setting-form'
import type { Said } from './console-status'
import own from './promotions.module.css'
import { ReferralForm, VipLevelsForm } from './vip-referral-forms'
import { LoadingOrFailed } from './console-status'

/**
 * The promotions screen (manage_promotions): the join bonus, the missions, happy hour, the VIP
 * levels and the referral commission, each with its rule in one sentence as players read it. Each save names a reason, for the audit log.
 */
export function PromotionsScreen() {
  const gateway = useOperatorDependency('PromotionSettings')
  const [saved, setSaved] = useState<PromotionSettings | null>(null)
  const loaded = useLoad(() => gateway.load(), [gateway])
  const settings = saved ?? (loaded._tag === 'Loaded' ? loaded.value : null)
  const save = async (change: PromotionChange, reason: string): Promise<Said> => {
    const answer = await gateway.save(change, reason)()
    if (E.isLeft(answer)) return { text: operatorErrorText(answer.left), failed: true }
    setSaved(answer.right)
    return { text: 'Saved. Players see it within a few seconds; the audit log has the change.', failed: false }
  }
  return (
    <section aria-labelledby="promotions-title">
      <PageTitle title="Promotions" />
      <h1 id="promotions-title">Promotions</h1>
      <LoadingOrFailed load={loaded} loading="Loading the promotions…" />
      {settings && (
        <div className={own.cards}>
          <JoinForm settings={settings} save={save} />
          <HappyHourForm settings={settings} save={save} />
          <MissionsForm settings={settings} save={save} />
          <VipLevelsForm settings={settings} save={save} />
          <ReferralForm settings={settings} save={save} />
        </div>
      )}
    </section>
  )
}

function JoinForm({ settings, save }: { settings: PromotionSettings; save: Save }) {
  const j = settings.join
  const [code, setCode] = useState(j.code)
  const [amount, setAmount] = useState(centsText(j.amountCents))
  const [multiple, setMultiple] = useState(String(j.wageringMultiple))
  const [days, setDays] = useState(String(j.expiryDays))
  const submit = (reason: string): Promise<Said> | Said => {
    const a = dollars(amount)
    const m = numberIn(multiple, 0, 1000, 'The requirement multiple')
    const d = wholeIn(days, 1, 3650, 'The expiry')
    if (!/^[A-Za-z0-9]{3,32}$/.test(code.trim())) return { text: 'The code takes 3 to 32 letters and digits.', failed: true }
    for (const x of [a, m, d]) if (E.isLeft(x)) return { text: x.left, failed: true }
    if (E.isLeft(a) || E.isLeft(m) || E.isLeft(d)) return null
    return save({ key: 'join', value: { code: code.trim(), amountCents: a.right, wageringMultiple: m.right, expiryDays: d.right } }, reason)
  }
  return (
    <SettingForm
      title="Join bonus"
      rule={`Sign up with ${j.code} to get the bonus. ${offerSentence(j)}`}
      changed={changedWords(settings, 'join')}
      submit={submit}
    >
      <div className={own.fields}>
        <label>
          Promo code
          <input value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" />
        </label>
        <label>
          Amount ($)
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>
        <label>
          Requirement (× the bonus)
          <input value={multiple} onChange={(e) => setMultiple(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          Expiry (days)
          <input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" />
        </label>
      </div>
    </SettingForm>
  )
}

function HappyHourForm({ settings, save }: { settings: PromotionSettings; save: Save }) {
  const h = settings.happyHour
  const [windows, setWindows] = useState(windowsText(h.windows))
  const [percent, setPercent] = useState(String(h.boost.percent))
  const [cap, setCap] = useState(centsText(h.boost.capCents))
  const [multiple, setMultiple] = useState(String(h.boost.wageringMultiple))
  const submit = (reason: string): Promise<Said> | Said => {
    const w = parseWindows(windows)
    const p = wholeIn(percent, 1, 100, 'The match')
    const c = dollars(cap)
    const m = numberIn(multiple, 0, 1000, 'The requirement multiple')
    if (E.isLeft(w)) return { text: w.left, failed: true }
    for (const x of [p, c, m]) if (E.isLeft(x)) return { text: x.left, failed: true }
    if (E.isLeft(p) || E.isLeft(c) || E.isLeft(m)) return null
    return save(
      { key: 'happy_hour', value: { windows: w.right, boost: { percent: p.right, capCents: c.right, wageringMultiple: m.right } } },
      reason,
    )
  }
  return (
    <SettingForm
      title="Happy hour"
      rule={happyHourSentence(h.windows, h.boost)}
      changed={changedWords(settings, 'happy_hour')}
      submit={submit}
    >
      <div className={own.fields}>
        <label>
          Windows (UTC, one a line, like 18:00-19:00)
          <textarea value={windows} onChange={(e) => setWindows(e.target.value)} rows={3} />
        </label>
        <label>
          Match (% of the deposit)
          <input value={percent} onChange={(e) => setPercent(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          Up to ($)
          <input value={cap} onChange={(e) => setCap(e.target.value)} inputMode="decimal" />
        </label>
        <label>
          Requirement (× the bonus)
          <input value={multiple} onChange={(e) => setMultiple(e.target.value)} inputMode="numeric" />
        </label>
      </div>
    </SettingForm>
  )
}

type MissionDraft = { readonly title: string; readonly target: string; readonly reward: string; readonly multiple: string }

const draftOf = (m: MissionDefinition): MissionDraft => ({
  title: m.title,
  target: String(m.kind === 'wager_on_game' ? m.target / 100 : m.target),
  reward: centsText(m.rewardCents),
  multiple: String(m.wageringMultiple),
})

const TARGET_WORDS: Readonly<Record<MissionDefinition['kind'], string>> = {
  sign_in: 'Target (sign-in days)',
  wager_on_game: 'Target ($ wagered)',
  minutes_played: 'Target (minutes with a round)',
}

function MissionsForm({ settings, save }: { settings: PromotionSettings; save: Save }) {
  const all = [...settings.missions.daily, ...settings.missions.weekly]
  const [drafts, setDrafts] = useState<Readonly<Record<string, MissionDraft>>>(() => Object.fromEntries(all.map((m) => [m.id, draftOf(m)])))
  const edit = (id: string, field: keyof MissionDraft, value: string) =>
    setDrafts((d) => ({ ...d, [id]: { ...(d[id] as MissionDraft), [field]: value } }))
  const submit = (reason: string): Promise<Said> | Said => {
    const apply = (m: MissionDefinition): E.Either<string, MissionDefinition> => {
      const d = drafts[m.id] ?? draftOf(m)
      const target =
        m.kind === 'wager_on_game'
          ? dollars(d.target)
          : wholeIn(d.target, 1, m.kind === 'sign_in' ? 7 : 100_000, `The target of ${m.title}`)
      const reward = dollars(d.reward)
      const multiple = numberIn(d.multiple, 0, 1000, `The requirement of ${m.title}`)
      if (d.title.trim() === '' || d.title.length > 60) return E.left('Each mission needs a title of up to 60 characters.')
      if (E.isLeft(target)) return E.left(`${m.title}: ${target.left}`)
      if (E.isLeft(reward)) return E.left(`${m.title}: ${reward.left}`)
      if (E.isLeft(multiple)) return E.left(multiple.left)
      return E.right({ ...m, title: d.title.trim(), target: target.right, rewardCents: reward.right, wageringMultiple: multiple.right })
    }
    const daily = settings.missions.daily.map(apply)
    const weekly = settings.missions.weekly.map(apply)
    const wrong = [...daily, ...weekly].find(E.isLeft)
    if (wrong && E.isLeft(wrong)) return { text: wrong.left, failed: true }
    const rights = (xs: E.Either<string, MissionDefinition>[]) => xs.flatMap((x) => (E.isRight(x) ? [x.right] : []))
    return save({ key: 'missions', value: { daily: rights(daily), weekly: rights(weekly) } }, reason)
  }
  const list = (name: string, missions: readonly MissionDefinition[], period: 'daily' | 'weekly') => (
    <fieldset className={styles.form}>
      <legend>
        {name}: {resetSentence(period)}
      </legend>
      <ul className={own.missions}>
        {missions.map((m) => {
          const d = drafts[m.id] ?? draftOf(m)
          return (
            <li key={m.id} className={own.mission} data-testid="mission-setting">
              <label>
                Title
                <input value={d.title} onChange={(e) => edit(m.id, 'title', e.target.value)} />
              </label>
              <label>
                {TARGET_WORDS[m.kind]}
                <input value={d.target} onChange={(e) => edit(m.id, 'target', e.target.value)} inputMode="decimal" />
              </label>
              <label>
                Reward ($)
                <input value={d.reward} onChange={(e) => edit(m.id, 'reward', e.target.value)} inputMode="decimal" />
              </label>
              <label>
                Requirement (×)
                <input value={d.multiple} onChange={(e) => edit(m.id, 'multiple', e.target.value)} inputMode="numeric" />
              </label>
              <p className={own.rule}>{missionSentence(m, m.gameId === null ? null : (settings.gameNames[m.gameId] ?? m.gameId))}</p>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
  return (
    <SettingForm
      title="Missions"
      rule="A completed mission's reward is claimed once per period, as a bonus with its own requirement."
      changed={changedWords(settings, 'missions')}
      submit={submit}
    >
      {list('Daily', settings.missions.daily, 'daily')}
      {list('Weekly', settings.missions.weekly, 'weekly')}
    </SettingForm>
  )
}
