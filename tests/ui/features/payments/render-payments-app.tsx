import type { TwoFactorSettings } from '../../../../src/core/auth/two-factor-settings'
import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { Registry } from '../../../../src/composition/registry'
import type { Clipboard } from '../../../../src/core/shared/clipboard.port'
import type { Clock } from '../../../../src/core/shared/clock.port'
import type { Balances } from '../../../../src/core/balances/balances'
import type { PaymentsGateway } from '../../../../src/core/payments/payments-gateway.port'
import { App } from '../../../../src/ui/app'
import { catalogWith } from '../../../fakes/fake-game-ports'
import { fakePaymentsGateway } from '../../../fakes/fake-payments-gateway'
import { fakeProfileGateway, PROFILE } from '../../../fakes/fake-profile-gateway'
import { scriptedBalanceStream } from '../../../fakes/fake-balance-ports'
import { recordingLogger } from '../../../fakes/recording-logger'
import { recordingNotifier } from '../../../fakes/recording-notifier'
import { recordingTabOpener } from '../../../fakes/recording-tab-opener'

export const BALANCES: Balances = { bonus: 1000, withdrawable: 2550, thirdParty: 0, total: 3550 }

/** A clock the test moves by hand. */
export function manualClock(startMs: number) {
  let now = startMs
  const clock: Clock = { now: () => new Date(now) }
  return {
    clock,
    advance: (ms: number) => {
      now += ms
    },
  }
}

/** A clipboard that keeps what was written. */
export function recordingClipboard() {
  const written: string[] = []
  const clipboard: Clipboard = {
    write: (text) => {
      written.push(text)
      return TE.right(undefined)
    },
  }
  return { clipboard, written }
}

/**
 * The whole app at `path` for a signed-in player, over a fake PaymentsGateway (a method the test
 * does not answer throws when called) and recording notifier, logger and tab opener.
 */
const twoFactorOff: TwoFactorSettings = {
  status: () => TE.right({ on: false, recoveryCodesLeft: 0 }),
  begin: () => TE.left({ _tag: 'Offline' }),
  confirm: () => TE.left({ _tag: 'Offline' }),
  turnOff: () => TE.left({ _tag: 'Offline' }),
}

export function renderPaymentsApp(
  path: string,
  options: { payments?: Partial<PaymentsGateway>; balances?: ReadonlyArray<Balances>; overrides?: Partial<Registry> } = {},
) {
  localStorage.setItem('authToken', 'tkn')
  localStorage.setItem('userId', '42')
  // The wallet page lists the player's withdrawals whenever it shows (none unless the test says);
  // the calls recorded are the forms' own.
  const payments = fakePaymentsGateway({ myWithdrawals: () => TE.right([]), ...options.payments }, { unrecorded: ['myWithdrawals'] })
  const balanceStream = scriptedBalanceStream(options.balances ?? [BALANCES])
  const notes = recordingNotifier()
  const logs = recordingLogger()
  const tabs = recordingTabOpener()
  const location = memoryLocation({ path, record: true })
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      PaymentsGateway: payments.gateway,
      BalanceStream: balanceStream.stream,
      Notifier: notes.notifier,
      Logger: logs.logger,
      TabOpener: tabs.opener,
      // Two-factor sign-in is off unless the test says: the Withdraw form then asks no code.
      TwoFactor: twoFactorOff,
      // A date of birth is on file, so the deposit forms do not ask for one unless a test says.
      ProfileGateway: fakeProfileGateway({ profile: () => TE.right(PROFILE) }).gateway,
      GameCatalog: catalogWith({
        categories: () => TE.right([]),
        category: () => TE.left({ _tag: 'Unexpected', status: 404 }),
        games: () => TE.right([]),
        gamesInCategory: () => TE.right([]),
      }),
      ...options.overrides,
    },
  )
  render(<App container={container} hook={location.hook} navigate={location.navigate} />)
  return { payments, balanceStream, notices: notes.notices, logs, tabs: tabs.tabs, location }
}

// Each page is a lazy chunk: on a busy machine its first render can take a few seconds.
export const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })

/** A TaskEither that settles only when the test says so, to look at the page meanwhile. */
export function deferred<A>() {
  let settle: (value: A) => void = () => undefined
  const promise = new Promise<A>((resolve) => {
    settle = resolve
  })
  return { task: () => promise, settle }
}
