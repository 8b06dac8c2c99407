import type { FastifyBaseLogger } from 'fastify'
import type { ServerGraph } from '../composition/compose-server'
import { depositSweepPass } from '../payments/deposit-sweep.pass'
import { withdrawalReconcilerPass } from '../payments/withdrawal-reconciler'
import { bonusExpiryPass } from '../bonuses/expire-grants'
import { referralCommissionPass } from '../referrals/pay-commissions'
import { vipLevelBonusPass } from '../vip/vip-level-bonus.pass'
import type { ScheduledPass } from './scheduled-pass'

/**
 * Every scheduled pass the API runs, on exactly one process at a time (scheduler.ts). Adding one
 * is one line here: a ScheduledPass built from the graph, whose run is safe to repeat.
 */
export const scheduledPasses = (graph: ServerGraph, log: FastifyBaseLogger): readonly ScheduledPass[] => [
  withdrawalReconcilerPass({
    reconcileWithdrawals: graph.payments.reconcileWithdrawals,
    everyMs: graph.config.payments.reconciler.everyMs,
    log,
  }),
  bonusExpiryPass({ expireGrants: graph.bonuses.expireGrants, everyMs: graph.bonuses.expiryEveryMs, log }),
  referralCommissionPass({ payCommissions: graph.referrals.payCommissions, everyMs: graph.referrals.commissionEveryMs, log }),
  vipLevelBonusPass({ payReachedLevels: graph.vip.payReachedLevels, everyMs: graph.vip.levelBonusEveryMs, log }),
  depositSweepPass({ sweepDeposits: graph.payments.sweepDeposits, everyMs: graph.config.payments.reconciler.everyMs, log }),
]
