import * as E from 'fp-ts/Either'
import { useState } from 'react'
import type { TwoFactorEnrolment } from '../../../../core/auth/two-factor-settings'
import { useDependency } from '../../../di/container-context'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** Asks the server for a new secret; a refusal is toasted with the server's own words. */
export function useBeginEnrolment(begun: (enrolment: TwoFactorEnrolment) => void) {
  const twoFactor = useDependency('TwoFactor', saferPlayArea)
  const notifier = useDependency('Notifier')
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const result = await twoFactor.begin()()
    setBusy(false)
    if (E.isRight(result)) return begun(result.right)
    const cause = result.left
    notifier.error(cause._tag === 'Unexpected' && cause.message !== undefined ? cause.message : 'Two-factor sign-in could not be started.')
  }
  return { run: () => void run(), busy }
}
