import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { ListBonusGrants } from '../../contracts/bonuses.contract'
import type { BonusGrants } from '../../core/bonuses/bonus-grant'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpBonusGrants = (http: HttpClient): BonusGrants => ({
  list: () =>
    pipe(
      callEndpoint(http)(ListBonusGrants, {}),
      TE.map((answer) => ({
        forfeitCents: answer.forfeit_cents,
        grants: answer.grants.map((g) => ({
          id: g.id,
          promotion: g.promotion,
          amountCents: g.amount_cents,
          requirementCents: g.requirement_cents,
          wageredCents: g.wagered_cents,
          state: g.state,
          expiresAt: g.expires_at,
          settledCents: g.settled_cents,
          terms: g.terms,
        })),
      })),
    ),
})
