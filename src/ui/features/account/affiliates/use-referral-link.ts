import { useCallback } from 'react'
import { referralLink } from '../../../../core/affiliates/referral-link'
import { useAuth } from '../../../auth/use-auth'
import { useDependency } from '../../../di/container-context'

/** The signed-in player's referral link on this site's origin, and copying it. */
export function useReferralLink() {
  const { state } = useAuth()
  const copyReferralLink = useDependency('CopyReferralLink')
  const link = referralLink(window.location.origin, state.userId)
  const copy = useCallback(() => {
    if (link !== null) void copyReferralLink(link)()
  }, [copyReferralLink, link])
  return { link, copy }
}
