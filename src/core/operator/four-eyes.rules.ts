/**
 * Four eyes: what one operator proposes (a stuck withdrawal's decision, a large adjustment) is
 * carried out only when a different operator confirms it. One rule for every kind of proposal.
 */
export const mayConfirm = (proposedBy: number, confirmer: number): boolean => proposedBy !== confirmer
