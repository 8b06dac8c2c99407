import { hostileInput } from '../http/plugins/hostile-input'

/** The most of a provider's message kept: enough for any real one, never a stored essay. */
export const PROVIDER_TEXT_MAX = 500

// eslint-disable-next-line no-control-regex -- removing these characters is what this rule is for
const NUL = /\u0000/g
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
// eslint-disable-next-line no-control-regex -- removing these characters is what this rule is for
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * A provider's text as we store it for the operator: the hostile-input rule a player's text meets
 * (no NUL, valid Unicode) decides whether it needs cleaning; unlike a player's request it cannot be
 * refused, so what the rule objects to is dropped (a lone surrogate becomes U+FFFD), with other
 * control characters, and it is cut to PROVIDER_TEXT_MAX. Null for nothing left.
 */
export function storableProviderText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null
  const faults = Object.keys(hostileInput(text, 'text')).length > 0
  const clean = (faults ? text.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd') : text).replace(CONTROL, '').trim()
  if (clean === '') return null
  return [...clean].slice(0, PROVIDER_TEXT_MAX).join('')
}
