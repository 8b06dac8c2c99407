/** An authenticator's code as typed ("123 456", "123456"): six digits once spaces are gone, or null. */
export function totpCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.'
