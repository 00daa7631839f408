// The SQL of the tier endpoint: private.set_subscription_tier checks that the caller is an administrator.
import type postgres from 'postgres';

export async function setTier(tx: postgres.TransactionSql, userId: string, tier: 'free' | 'premium'): Promise<void> {
  await tx`select private.set_subscription_tier(${userId}, ${tier})`;
}
