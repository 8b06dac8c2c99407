import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { REDACTED_PATHS } from '../../server/logging'

describe('server logs', () => {
  it('never contain a password or a token', () => {
    const lines: string[] = []
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink)
    log.info({ body: { email: 'ana@example.com', password: 'hunter22', password_confirmation: 'hunter22' } }, 'register')
    log.info({ token: 'abc123token', headers: { authorization: 'Bearer abc123token' } }, 'auth')
    const out = lines.join('')
    expect(out).not.toContain('hunter22')
    expect(out).not.toContain('abc123token')
    expect(out).toContain('ana@example.com')
  })
})
