import { createHash, createHmac } from 'node:crypto'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { fairnessMessage } from '../../../src/core/fairness/digest'
import { fairFingerprint } from '../../../src/core/fairness/round'
import { browserDigest, browserSha256Hex } from '../../../game/src/fairness/web-crypto'
import { verifyRound } from '../../../game/src/fairness/verify-round'

const seed = fc.string({ minLength: 1, maxLength: 64 })
const clientSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const nonce = fc.nat({ max: 10_000_000 })

// Node's Web Crypto is the same API the game page calls, so this checks the page's own code.
test.prop([seed, clientSeed, nonce])('the browser computes the same HMAC digest as the server', async (serverSeed, client, n) => {
  const server = createHmac('sha256', serverSeed).update(fairnessMessage(client, n)).digest()
  expect(Buffer.from(await browserDigest(serverSeed, client, n))).toEqual(server)
})

test.prop([seed])('and the same SHA-256 commitment', async (serverSeed) => {
  expect(await browserSha256Hex(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'))
})

test.prop([seed, clientSeed, nonce, fc.constantFrom('slot', 'plinko', 'crash'), fc.constantFrom('low', 'medium', 'high')])(
  'the verify view recomputes what the server recorded, and checks the committed hash',
  async (serverSeed, client, n, mechanic, risk) => {
    const digest = createHmac('sha256', serverSeed).update(fairnessMessage(client, n)).digest()
    const spec = mechanic === 'plinko' ? ({ mechanic, risk } as const) : ({ mechanic } as const)
    const hash = createHash('sha256').update(serverSeed).digest('hex')
    const verified = await verifyRound({ mechanic, risk, serverSeed, serverSeedHash: hash, clientSeed: client, nonce: n })
    expect(verified).toEqual({ fingerprint: fairFingerprint(spec, digest), hash, hashMatches: true })
    expect(
      (await verifyRound({ mechanic, risk, serverSeed: `${serverSeed}x`, serverSeedHash: hash, clientSeed: client, nonce: n })).hashMatches,
    ).toBe(false)
  },
)
