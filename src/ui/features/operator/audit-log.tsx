import { useState } from 'react'
import { AUDIT_ACTIONS } from '../../../core/operator/audit-actions.rules'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import { momentText } from '../../../core/shared/date-text'
import styles from './operator.module.css'
import { LoadingOrFailed } from './console-status'

const shown = (v: unknown): string => (v === null || v === undefined ? '' : JSON.stringify(v))

/** Every operator action, newest first: who, what, when, before and after. It can only be read. */
export function AuditLog() {
  const loadAuditLog = useOperatorDependency('LoadAuditLog')
  const [action, setAction] = useState('')
  const [target, setTarget] = useState('')
  const [applied, setApplied] = useState({ action: '', targetId: '' })
  const log = useLoad(() => loadAuditLog(applied), [loadAuditLog, applied])
  return (
    <section aria-labelledby="audit-title">
      <PageTitle title="Audit log" />
      <h1 id="audit-title">Audit log</h1>
      <form
        className={styles.tools}
        onSubmit={(e) => {
          e.preventDefault()
          setApplied({ action, targetId: target.trim() })
        }}
      >
        <label>
          Action
          <select value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          Target id
          <input value={target} maxLength={64} onChange={(e) => setTarget(e.target.value)} />
        </label>
        <button type="submit" className={styles.secondary}>
          Filter
        </button>
      </form>
      <LoadingOrFailed load={log} loading="Loading the audit log…" />
      {log._tag === 'Loaded' && (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Audit entries">
          <table className={styles.table}>
            <caption>{log.value.length === 0 ? 'No entry matches.' : `${log.value.length} entries, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {log.value.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">{momentText(e.at)}</td>
                  <td data-label="Who">{e.operator ?? (e.via === 'cli' ? 'command line' : '')}</td>
                  <td data-label="Action">{e.action}</td>
                  <td data-label="Target">{e.target ?? ''}</td>
                  <td data-label="Before" className={styles.json}>
                    {shown(e.before)}
                  </td>
                  <td data-label="After" className={styles.json}>
                    {shown(e.after)}
                  </td>
                  <td data-label="Reason">{e.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
