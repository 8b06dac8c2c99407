import { isIP } from 'node:net'

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight hextets of an IPv6 address (an IPv4 tail counts as two), or null. */
const hextets = (ip: string): string[] | null => {
  const parts = ip.split('::')
  if (parts.length > 2) return null
  const groups = (text: string | undefined) =>
    (text === undefined || text === '' ? [] : text.split(':')).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const head = groups(parts[0])
  const tail = groups(parts[1])
  if (parts.length === 1) return head.length === 8 ? head : null
  return [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail]
}

/**
 * Who a client address stands for, when counting attempts: an IPv4 address itself (an IPv4-mapped
 * IPv6 one too), and an IPv6 address's /64, the block one subscriber gets, so walking through the
 * 2^64 addresses of one's own network is not 2^64 fresh budgets.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip
  const mapped = MAPPED_V4.exec(bare)
  if (mapped?.[1] !== undefined) return mapped[1]
  if (isIP(bare) !== 6) return bare
  const groups = hextets(bare)
  if (groups === null) return bare
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
