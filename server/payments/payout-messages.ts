/** What the player reads when a payout ended without paying: our words, never the provider's (those are the operator's). */
export const payoutEndedMessage = (status: string): string =>
  `${status === 'FAILED' ? 'The payout failed' : `The payout was ${status.toLowerCase()}`}, so the amount is back in your withdrawable balance.`
