import { describe, expect, it } from 'vitest'
import { addressKey } from '../../../server/http/address-key'

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:0db8:85a3:0001::1', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })

  it('gives every address of one /64 the same key, and neighbouring /64s their own', () => {
    expect(addressKey('2001:db8:1:2:ffff::1')).toBe(addressKey('2001:db8:1:2::abcd'))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
  })
})
