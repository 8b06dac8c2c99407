import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { ListAffiliates } from '../../contracts/affiliates.contract'
import type { AffiliatesReader } from '../../core/affiliates/affiliates'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpAffiliates = (http: HttpClient): AffiliatesReader => ({
  list: () =>
    pipe(
      callEndpoint(http)(ListAffiliates, {}),
      TE.map((a) => ({
        commissionSentence: a.commission_sentence,
        players: a.players.map((p) => ({
          name: p.name,
          joinedAt: p.joined_at,
          wageredCents: p.wagered_cents,
          commissionCents: p.commission_cents,
        })),
      })),
    ),
})
