import { sql } from 'kysely'
import type { Db } from '../db/database'

export type AuditChainCheck =
  | { readonly intact: true; readonly entries: number; readonly head: string | null }
  | { readonly intact: false; readonly entries: number; readonly firstBroken: { readonly id: number; readonly chainSeq: number } }

/**
 * Walks the audit log's hash chain (migration 0103): every entry's hash must be what its content
 * and the previous entry's hash give, its `prev_hash` that previous hash, and the places 1, 2, 3…
 * with none missing. Answers the first entry where that fails, or the chain's head, which an
 * operator may write down elsewhere: a chain rewritten from the start would end elsewhere.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainCheck> {
  const { rows } = await sql<{ id: string; chain_seq: string; ok: boolean; entry_hash: string }>`
    select a.id, a.chain_seq, a.entry_hash,
      a.entry_hash = operator_audit_entry_hash(a.prev_hash, a)
        and a.prev_hash is not distinct from lag(a.entry_hash) over w
        and a.chain_seq = row_number() over w as ok
    from operator_audit_log a
    window w as (order by a.chain_seq)
    order by a.chain_seq`.execute(db)
  const broken = rows.find((r) => !r.ok)
  if (broken !== undefined)
    return { intact: false, entries: rows.length, firstBroken: { id: Number(broken.id), chainSeq: Number(broken.chain_seq) } }
  return { intact: true, entries: rows.length, head: rows.at(-1)?.entry_hash ?? null }
}
