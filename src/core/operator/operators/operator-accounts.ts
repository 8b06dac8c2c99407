/** An operator as the operators screen lists them (manage_operators). */
export interface OperatorAccount {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly permissions: readonly string[]
  readonly locked: boolean
  /** While the one-time password the command line printed is still theirs. */
  readonly oneTimePasswordExpiresAt: string | null
}

export type OperatorAction = 'lock' | 'unlock' | 'end_sessions'
