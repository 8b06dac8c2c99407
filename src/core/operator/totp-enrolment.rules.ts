/** An authenticator enrolment as `npm run operator -- create` prints it: a TOTP otpauth URI with its secret. */
export interface TotpEnrolment {
  readonly uri: string
  readonly account: string
  readonly issuer: string
}

/**
 * The otpauth:// URI pasted from the command's output, or null when it is not one an
 * authenticator app would take (another scheme, HOTP, no base32 secret).
 */
export function readTotpEnrolment(pasted: string): TotpEnrolment | null {
  const uri = pasted.trim()
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return null
  }
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') return null
  const secret = url.searchParams.get('secret') ?? ''
  if (!/^[A-Z2-7]{16,128}=*$/i.test(secret)) return null
  const label = decodeURIComponent(url.pathname.replace(/^\//, ''))
  const [issuerInLabel, account] = label.includes(':') ? label.split(':', 2) : ['', label]
  return { uri, account: account ?? '', issuer: url.searchParams.get('issuer') ?? issuerInLabel ?? '' }
}
