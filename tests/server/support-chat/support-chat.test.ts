import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupportConversationWire } from '../../../src/contracts/support.contract'
import { MESSAGE_CONTROL, MESSAGE_TOO_LONG } from '../../../src/core/support/message-text.rules'
import { ENGINES } from '../support/test-database'
import { offsetOf, Tally, together } from '../support/race'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from '../operator/support/operator-harness'
import type { Player } from '../payments/support/payments-harness'

interface Mine {
  status: string
  messages: { id: number; author: string; text: string; read: boolean }[]
  unread: number
  operators_online: boolean
  reply_within_minutes: number
}

describe.each(ENGINES)('support chat on %s', (engine) => {
  let h: OperatorHarness
  let agent: TestOperator
  let other: TestOperator

  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    agent = await h.newOperator(['support'])
    other = await h.newOperator(['support'])
  })
  afterAll(() => h.close())

  const send = (player: Player, text: string) => h.post('/api/support/messages', player, { text })
  const mine = async (player: Player): Promise<Mine> => {
    const res = await h.get('/api/support/conversation', player)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Mine>()
  }
  const conversationOf = async (player: Player): Promise<number> => {
    const row = await h.db.selectFrom('support_conversations').select('id').where('player_id', '=', player.userId).executeTakeFirstOrThrow()
    return row.id
  }
  const inbox = async (who: TestOperator, view: string) => {
    const res = await h.get(`/api/operator/support/conversations?view=${view}`, who)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ conversations: { id: number; unread: number; status: string; operator: { id: number } | null; preview: string }[] }>()
      .conversations
  }

  it('keeps a conversation in order, counts unread on both sides, and marks sent messages read', async () => {
    const player = await h.newPlayer(1234)
    expect(await mine(player)).toMatchObject({ status: 'none', messages: [], unread: 0, reply_within_minutes: 15 })

    for (const text of ['one', 'two', 'three']) expect((await send(player, text)).statusCode).toBe(200)
    const id = await conversationOf(player)
    const before = await mine(player)
    expect(before.status).toBe('open')
    expect(before.messages.map((m) => m.text)).toEqual(['one', 'two', 'three'])
    expect(before.messages.every((m) => m.author === 'player' && !m.read)).toBe(true)

    const waiting = (await inbox(agent, 'unassigned')).find((c) => c.id === id)
    expect(waiting).toMatchObject({ unread: 3, status: 'open', operator: null, preview: 'three' })

    const detail = await h.get(`/api/operator/support/conversations/${id}`, agent)
    expect(detail.statusCode).toBe(200)
    expect(detail.json<SupportConversationWire>().player).toMatchObject({
      id: player.userId,
      balances: { withdrawable_cents: 1234 },
      deposits: [],
      withdrawals: [],
    })

    const replied = await h.post(`/api/operator/support/conversations/${id}/messages`, agent, { text: 'Hello, how can I help?' })
    expect(replied.statusCode, replied.body).toBe(200)
    const answered = replied.json<SupportConversationWire>()
    expect(answered.operator?.id).toBe(agent.id)
    expect(answered.unread).toBe(0)
    expect((await inbox(agent, 'mine')).map((c) => c.id)).toContain(id)
    expect((await inbox(agent, 'unassigned')).map((c) => c.id)).not.toContain(id)

    const after = await mine(player)
    expect(after.unread).toBe(1)
    expect(after.messages.map((m) => [m.author, m.text, m.read])).toEqual([
      ['player', 'one', true],
      ['player', 'two', true],
      ['player', 'three', true],
      ['operator', 'Hello, how can I help?', false],
    ])
    expect((await h.get('/api/support/unread', player)).json()).toEqual({ unread: 1 })

    // Reading past the newest message marks only what exists; reading backwards changes nothing.
    const last = after.messages[3]!.id
    expect((await h.post('/api/support/read', player, { up_to: last + 1000 })).json()).toEqual({ unread: 0 })
    await h.post(`/api/operator/support/conversations/${id}/messages`, agent, { text: 'Are you there?' })
    expect((await h.post('/api/support/read', player, { up_to: 0 })).json()).toEqual({ unread: 1 })
    const seen = await mine(player)
    expect(seen.messages.map((m) => m.read)).toEqual([true, true, true, true, false])

    await send(player, 'yes')
    const row = (await inbox(agent, 'mine')).find((c) => c.id === id)
    expect(row?.unread).toBe(1)
    const marked = await h.post(`/api/operator/support/conversations/${id}/read`, agent, { up_to: Number.MAX_SAFE_INTEGER })
    expect(marked.json()).toEqual({ unread: 0 })
  })

  it('keeps concurrent messages of one player in the order of their ids, every one stored', async () => {
    const player = await h.newPlayer()
    const texts = Array.from({ length: 12 }, (_, i) => `message ${i}`)
    const answers = await Promise.all(texts.map((text) => send(player, text)))
    expect(answers.map((a) => a.statusCode)).toEqual(texts.map(() => 200))
    const ids = answers.map((a) => a.json<{ message_id: number }>().message_id)
    const stored = (await mine(player)).messages
    expect(stored.map((m) => m.id)).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(stored.map((m) => m.text))).toEqual(new Set(texts))
    const conversation = await h.db
      .selectFrom('support_conversations')
      .select(['last_message_id', 'last_player_message_id'])
      .where('player_id', '=', player.userId)
      .executeTakeFirstOrThrow()
    expect(conversation.last_message_id).toBe(Math.max(...ids))
    expect(conversation.last_player_message_id).toBe(Math.max(...ids))
  })

  it('never shows a player another player’s conversation', async () => {
    const alice = await h.newPlayer()
    const bob = await h.newPlayer()
    await send(alice, 'my secret question')
    const bobs = await mine(bob)
    expect(bobs).toMatchObject({ status: 'none', messages: [], unread: 0 })
    // Bob's read mark touches only his own conversation.
    await h.post('/api/support/read', bob, { up_to: Number.MAX_SAFE_INTEGER })
    expect((await mine(alice)).messages.map((m) => m.text)).toEqual(['my secret question'])
  })

  it('refuses control characters, NUL, empty and over-long text with a clear message, and keeps markup as text', async () => {
    const player = await h.newPlayer()
    const refused = async (text: string) => {
      const res = await send(player, text)
      expect(res.statusCode, JSON.stringify(text)).toBe(422)
      const body = res.json<{ message: string; errors: Record<string, string[]> }>()
      expect(body.errors.text?.[0], JSON.stringify(text)).toBe(body.message)
      return body.message
    }
    expect(await refused('bell \u0007')).toBe(MESSAGE_CONTROL)
    expect(await refused('escape \u001b[31m red')).toBe(MESSAGE_CONTROL)
    expect(await refused('c1 \u0085')).toBe(MESSAGE_CONTROL)
    expect(await refused('nul \u0000 inside')).toBe('Text may not contain NUL characters.')
    expect(await refused('   \n ')).toBe('Write a message first.')
    expect(await refused('x'.repeat(2001))).toBe(MESSAGE_TOO_LONG)
    // Counted in characters: 2,000 emoji are 4,000 UTF-16 units and still fit.
    expect((await send(player, '\u{1f600}'.repeat(2000))).statusCode).toBe(200)
    expect((await send(player, 'x'.repeat(2000))).statusCode).toBe(200)
    expect((await send(player, '<img src=x onerror=alert(1)> https://example.com\r\nline two\tend')).statusCode).toBe(200)
    expect((await mine(player)).messages.at(-1)?.text).toBe('<img src=x onerror=alert(1)> https://example.com\nline two\tend')
    const id = await conversationOf(player)
    const res = await h.post(`/api/operator/support/conversations/${id}/messages`, agent, { text: 'tab\u0008' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: MESSAGE_CONTROL, errors: { text: [MESSAGE_CONTROL] } })
    expect((await h.post('/api/support/messages', player, { text: 5 })).statusCode).toBe(422)
    expect((await h.post('/api/support/messages', player, { text: 'hi', html: '<b>' })).statusCode).toBe(422)
  })

  it('closes a conversation, and a new message from the player reopens it, unassigned', async () => {
    const player = await h.newPlayer()
    await send(player, 'help')
    const id = await conversationOf(player)
    expect((await h.post(`/api/operator/support/conversations/${id}/claim`, agent)).statusCode).toBe(200)
    expect((await h.post(`/api/operator/support/conversations/${id}/close`, other)).statusCode).toBe(409)
    const closed = await h.post(`/api/operator/support/conversations/${id}/close`, agent)
    expect(closed.json<SupportConversationWire>().status).toBe('closed')
    expect((await h.post(`/api/operator/support/conversations/${id}/close`, agent)).statusCode).toBe(200)
    expect((await mine(player)).status).toBe('closed')
    expect((await inbox(agent, 'mine')).map((c) => c.id)).not.toContain(id)
    expect((await inbox(agent, 'all')).find((c) => c.id === id)?.status).toBe('closed')

    await send(player, 'one more thing')
    expect((await mine(player)).status).toBe('open')
    expect((await inbox(other, 'unassigned')).find((c) => c.id === id)).toMatchObject({ status: 'open', operator: null })
    const audit = await h.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target_id', '=', String(player.userId))
      .where('action', 'like', 'support.%')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['support.claimed', 'support.closed'])
  })

  it('lets one of two operators claiming at once win, every time, and refuses the other a reply', async () => {
    const tally = new Tally()
    const PAIRS = 24
    for (let pair = 0; pair < PAIRS; pair++) {
      const player = await h.newPlayer()
      await send(player, `race ${pair}`)
      const id = await conversationOf(player)
      const claim = (who: TestOperator) => () => h.post(`/api/operator/support/conversations/${id}/claim`, who)
      const [a, b] = await together(offsetOf(pair), claim(agent), claim(other))
      const codes = [a.statusCode, b.statusCode].sort()
      if (codes.join() !== '200,409') tally.add('not one winner', pair, `${a.statusCode} ${a.body} / ${b.statusCode} ${b.body}`)
      const winner = a.statusCode === 200 ? agent : other
      const loser = winner === agent ? other : agent
      const holder = await h.db.selectFrom('support_conversations').select('operator_id').where('id', '=', id).executeTakeFirstOrThrow()
      if (holder.operator_id !== winner.id) tally.add('held by the loser', pair, `${holder.operator_id}`)
      const claims = await h.db
        .selectFrom('operator_audit_log')
        .select('operator_id')
        .where('action', '=', 'support.claimed')
        .where('target_id', '=', String(player.userId))
        .execute()
      if (claims.length !== 1) tally.add('claims audited', pair, String(claims.length))
      const loserReply = await h.post(`/api/operator/support/conversations/${id}/messages`, loser, { text: 'me too' })
      if (loserReply.statusCode !== 409) tally.add('loser replied', pair, loserReply.body)
    }
    expect(tally.report()).toEqual({ details: [] })
  })

  it('lets one of two racing replies to an unassigned conversation through, and refuses the other', async () => {
    const tally = new Tally()
    for (let pair = 0; pair < 12; pair++) {
      const player = await h.newPlayer()
      await send(player, `reply race ${pair}`)
      const id = await conversationOf(player)
      const reply = (who: TestOperator) => () =>
        h.post(`/api/operator/support/conversations/${id}/messages`, who, { text: `answer ${pair}` })
      const [a, b] = await together(offsetOf(pair), reply(agent), reply(other))
      if ([a.statusCode, b.statusCode].sort().join() !== '200,409') tally.add('not one answer', pair, `${a.statusCode} / ${b.statusCode}`)
      const answers = (await mine(player)).messages.filter((m) => m.author === 'operator')
      if (answers.length !== 1) tally.add('answers', pair, String(answers.length))
    }
    expect(tally.report()).toEqual({ details: [] })
  })

  it('says an operator is online while a support console was heard from lately', async () => {
    const player = await h.newPlayer()
    await h.db.deleteFrom('support_operator_presence').execute()
    expect((await mine(player)).operators_online).toBe(false)
    await inbox(agent, 'all')
    expect((await mine(player)).operators_online).toBe(true)
    h.clock.advance(3 * 60_000)
    expect((await mine(player)).operators_online).toBe(false)
  })

  it('answers 404 for a conversation that does not exist', async () => {
    for (const path of ['', '/claim', '/close', '/read', '/messages']) {
      const url = `/api/operator/support/conversations/999999${path}`
      const body = path === '/read' ? { up_to: 1 } : path === '/messages' ? { text: 'hi' } : undefined
      const res = path === '' ? await h.get(url, agent) : await h.post(url, agent, body)
      expect(`${url} ${res.statusCode}`).toBe(`${url} 404`)
    }
  })
})
