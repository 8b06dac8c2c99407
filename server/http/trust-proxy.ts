import { isIP } from 'node:net'

/**
 * Which `X-Forwarded-*` hops to believe: none, the last `hops` of them (counted from the right,
 * where each proxy appends what it saw), or only those sent by the listed proxies.
 */
export type TrustProxy = false | { readonly hops: number } | { readonly proxies: readonly string[] }

// proxy-addr's names for the usual private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const isProxyAddress = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
}

/**
 * TRUST_PROXY: unset or 0 trusts no header; an integer trusts that many proxies from the right;
 * a comma-separated list of addresses or CIDR ranges trusts those proxies only. `true` (trust
 * every hop, so the left-most address, which the client writes) is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? ''
  if (text === '' || text === '0') return false
  if (/^[1-9]\d{0,1}$/.test(text)) return { hops: Number(text) }
  const entries = text.split(',').map((entry) => entry.trim())
  if (entries.every(isProxyAddress)) return { proxies: entries }
  throw new Error(
    'TRUST_PROXY must be the number of proxies in front of the server (1 behind one load balancer) ' +
      `or a comma-separated list of their addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), not: ${raw}`,
  )
}

/**
 * Fastify's `trustProxy` option. Fastify 5 ignores a bare number (it trusts nothing), so a hop
 * count is a function: the peer is hop 0, the right-most forwarded address hop 1, and so on.
 */
export const fastifyTrustProxy = (setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) => {
  if (setting === false) return false
  if ('hops' in setting) return (_address, hop) => hop < setting.hops
  return [...setting.proxies]
}
