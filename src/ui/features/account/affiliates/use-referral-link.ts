import * as E from 'fp-ts/Either'
import { useCallback } from 'react'
import { REFERRAL_COPY_MESSAGES } from '../../../../core/affiliates/copy-referral-link.use-case'
import { referralLink } from '../../../../core/affiliates/referral-link'
import { useAuth } from '../../../auth/use-auth'
import { useDependency } from '../../../di/container-context'
import { accountArea } from '../../../../composition/areas/account.area'

/** The signed-in player's referral link on this site's origin, and copying it (a toast says whether it did). */
export function useReferralLink() {
  const { state } = useAuth()
  const copyReferralLink = useDependency('CopyReferralLink', accountArea)
  const notifier = useDependency('Notifier')
  const link = referralLink(window.location.origin, state.userId)
  const copy = useCallback(async () => {
    if (link === null) return
    if (E.isLeft(await copyReferralLink(link)())) notifier.error(REFERRAL_COPY_MESSAGES.refused)
    else notifier.success(REFERRAL_COPY_MESSAGES.copied)
  }, [copyReferralLink, notifier, link])
  return { link, copy }
}
