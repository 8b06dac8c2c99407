import type { TakenField } from './account'

const CONSTRAINT_FIELD: Readonly<Record<string, TakenField>> = {
  users_username_lower_key: 'username',
  users_email_lower_key: 'email',
}

/**
 * The field a failed write collided on, when the database refused it for a duplicate username
 * or email (a sign-up that raced another); null for any other failure.
 */
export const takenFieldOf = (error: unknown): TakenField | null => {
  if (typeof error !== 'object' || error === null) return null
  const { code, constraint } = error as { code?: unknown; constraint?: unknown }
  if (code !== '23505' || typeof constraint !== 'string') return null
  return CONSTRAINT_FIELD[constraint] ?? null
}
