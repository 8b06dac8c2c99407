import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepared } from '../../../server/db/prepared-statements'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

interface Echo {
  n: number
  t: string
  at: Date
  absent: string | null
  doc: { a: number }
  big: number
}

describe.each(ENGINES)('a statement prepared once per connection on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    await sql`create table prepared_probe (id int primary key, note text not null)`.execute(t.db)
  })
  afterAll(async () => t.close())

  const echo = (marked: boolean, n: number, at: Date) =>
    sql<Echo>`${marked ? prepared : sql``} select ${n}::int as n, ${`text ${n}`}::text as t, ${at}::timestamptz as at,
      ${null}::text as absent, ${JSON.stringify({ a: n })}::jsonb as doc, ${2 ** 40 + n}::bigint as big`

  it('answers what the same statement unmarked answers, run after run, in and out of a transaction', async () => {
    const at = new Date('2026-03-01T12:34:56.789Z')
    const plain = (await echo(false, 7, at).execute(t.db)).rows
    // Six runs on one connection: past the point where PostgreSQL may switch to a generic plan.
    const inTransaction = await t.db.transaction().execute(async (trx) => {
      const answers = []
      for (let i = 0; i < 6; i += 1) answers.push((await echo(true, 7, at).execute(trx)).rows)
      const held = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)
      expect(held.rows.filter((r) => r.statement.includes('as absent'))).toHaveLength(1)
      return answers
    })
    const outside = (await echo(true, 7, at).execute(t.db)).rows
    expect(plain).toEqual([{ n: 7, t: 'text 7', at, absent: null, doc: { a: 7 }, big: 2 ** 40 + 7 }])
    for (const rows of [...inTransaction, outside]) expect(rows).toEqual(plain)
  })

  it('binds new values on each run (the plan is kept, not the answer)', async () => {
    const at = new Date('2026-11-26T00:00:00.000Z')
    const ns = await t.db.transaction().execute(async (trx) => {
      const seen = []
      for (let n = 1; n <= 8; n += 1) seen.push((await echo(true, n, at).execute(trx)).rows[0]!.n)
      return seen
    })
    expect(ns).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('reports a failed run with its code, and the transaction rolls back and the connection goes on', async () => {
    const insert = (id: number, note: string) => sql`${prepared} insert into prepared_probe (id, note) values (${id}, ${note})`
    await t.db.transaction().execute(async (trx) => insert(1, 'first').execute(trx))
    const failed = await t.db
      .transaction()
      .execute(async (trx) => {
        await insert(2, 'second').execute(trx)
        await insert(1, 'again').execute(trx)
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(failed).toMatchObject({ code: '23505' })
    const notes = await t.db
      .selectFrom('prepared_probe' as never)
      .select(sql<string>`note`.as('note'))
      .execute()
    expect(notes).toEqual([{ note: 'first' }])
    await t.db.transaction().execute(async (trx) => insert(3, 'third').execute(trx))
    expect(
      await t.db
        .selectFrom('prepared_probe' as never)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 2 })
  })
})
