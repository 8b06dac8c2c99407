import * as t from 'io-ts'

/** The toggle's answer is not read (200 means success), but it must be a JSON object. */
export const FavouriteToggledDto = t.UnknownRecord
