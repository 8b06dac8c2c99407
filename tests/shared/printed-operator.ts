/** An operator as `npm run operator -- create` printed them: what a newcomer reads off the terminal. */
export interface PrintedOperator {
  readonly email: string
  readonly oneTimePassword: string
  readonly secret: string
  /** The enrolment line for an authenticator app. */
  readonly uri: string
}

/** The operator `npm run operator -- create` made, from what it printed for them. */
export function printedOperator(email: string, printed: string): PrintedOperator {
  const password = /One-time password: (\S+)/.exec(printed)?.[1]
  const secret = /Secret: ([A-Z2-7]+)/.exec(printed)?.[1]
  const uri = /URI:\s+(otpauth:\S+)/.exec(printed)?.[1]
  if (password === undefined || secret === undefined || uri === undefined)
    throw new Error(`the operator command printed no password, secret or URI:\n${printed}`)
  return { email, oneTimePassword: password, secret, uri }
}
