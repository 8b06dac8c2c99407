import * as E from 'fp-ts/Either'

/** A player-chosen client seed: 1 to 64 letters, digits, '-' or '_' (it goes into the HMAC message). */
export type ClientSeed = string & { readonly _brand: 'ClientSeed' }

export const CLIENT_SEED_MESSAGE = 'Use 1 to 64 letters, digits, dashes or underscores.'

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/

/** Never throws; trims first so a pasted seed with a stray space still works. */
export const parseClientSeed = (raw: unknown): E.Either<typeof CLIENT_SEED_MESSAGE, ClientSeed> => {
  const text = typeof raw === 'string' ? raw.trim() : ''
  return CLIENT_SEED.test(text) ? E.right(text as ClientSeed) : E.left(CLIENT_SEED_MESSAGE)
}
