import * as t from 'io-ts'
import { WebUrl } from './codec-helpers'

/** The launch answer: `{SessionUrl}` (an http(s) URL only), or `{error}` with the provider's reason. */
export const LaunchAnswerDto = t.union([t.type({ error: t.string }), t.type({ SessionUrl: WebUrl })])
export type LaunchAnswerDto = t.TypeOf<typeof LaunchAnswerDto>
