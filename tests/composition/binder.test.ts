import * as TE from 'fp-ts/TaskEither'
import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { registryBinder } from '../../src/composition/binder'
import type { Registry } from '../../src/composition/registry'
import { T } from '../../src/composition/tokens'
import { makeCopyPromoCode } from '../../src/core/bonuses/copy-promo-code.use-case'
import { makeLoadProfile } from '../../src/core/profile/load-profile.use-case'
import type { ProfileGateway } from '../../src/core/profile/profile-gateway.port'
import type { Clipboard } from '../../src/core/shared/clipboard.port'
import type { Logger } from '../../src/core/shared/logger.port'
import { recordingLogger } from '../fakes/recording-logger'
import { recordingNotifier } from '../fakes/recording-notifier'

const clipboard: Clipboard = { write: () => TE.right(undefined) }

const binder = (c: Container) => registryBinder<Registry>(c, T)

describe('binder', () => {
  it('hands a factory the values of its keys, in the order listed', () => {
    const c = new Container({ defaultScope: 'Singleton' })
    const bind = binder(c)
    const { notifier } = recordingNotifier()
    const { logger } = recordingLogger()
    bind.constant('Clipboard', clipboard)
    bind.constant('Notifier', notifier)
    bind.constant('Logger', logger)
    const received: unknown[] = []
    bind.resolved('CopyPromoCode', ['Clipboard', 'Notifier', 'Logger'], (...deps) => {
      received.push(...deps)
      return makeCopyPromoCode({ clipboard: deps[0], logger: deps[2] })
    })

    c.get(T.CopyPromoCode)

    expect(received).toEqual([clipboard, notifier, logger])
  })

  // These bindings must not compile; `npm run typecheck` fails if any of them does.
  it('refuses, at compile time, bindings whose types do not match', () => {
    const bind = binder(new Container())
    const { logger } = recordingLogger()

    bind.resolved(
      'LoadProfile',
      ['Logger', 'ProfileGateway'],
      // @ts-expect-error two keys swapped: the factory takes the gateway first, the logger second
      (profiles: ProfileGateway, log: Logger) => makeLoadProfile({ profiles, logger: log }),
    )
    bind.resolved(
      'LoadProfile',
      ['Logger', 'ProfileGateway'],
      // @ts-expect-error the same swap caught inside a factory whose parameters are inferred
      (profiles, log) => makeLoadProfile({ profiles, logger: log }),
    )
    bind.resolved(
      'LoadProfile',
      ['ProfileGateway'],
      // @ts-expect-error a key missing: the factory needs a Logger too
      (profiles: ProfileGateway, log: Logger) => makeLoadProfile({ profiles, logger: log }),
    )
    bind.resolved(
      'LoadInvoice',
      ['ProfileGateway', 'Logger'],
      // @ts-expect-error the factory builds another use case than its key holds
      (profiles, log) => makeLoadProfile({ profiles, logger: log }),
    )
    // @ts-expect-error a Logger bound where a Notifier belongs
    bind.constant('Notifier', logger)

    expect(bind).toBeDefined()
  })
})
