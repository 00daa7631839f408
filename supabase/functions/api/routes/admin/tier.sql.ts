// The SQL of the tier endpoint: private.set_subscription_tier checks that the caller is an administrator.
import type postgres from 'postgres';
import type { SubscriptionTier } from '../../../_shared/schemas/constants.ts';

export async function setTier(tx: postgres.TransactionSql, userId: string, tier: SubscriptionTier): Promise<void> {
  await tx`select private.set_subscription_tier(${userId}, ${tier})`;
}
