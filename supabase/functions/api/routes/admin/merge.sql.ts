// The SQL of a merge: private.merge_idea checks the caller is an administrator and refuses what cannot be merged.
import type postgres from 'postgres';
import type { MergedInto } from '../../../_shared/schemas/merge.ts';

/** P0002 (404) for an unknown or trashed idea, 55000 (409) for one that cannot be merged. */
export async function mergeIdea(tx: postgres.TransactionSql, source: string, target: string): Promise<void> {
  await tx`select private.merge_idea(${source}, ${target})`;
}

/** The live idea a merged idea now lives in, when the caller could see both. */
export async function mergeTargetOf(tx: postgres.TransactionSql, id: string): Promise<MergedInto | null> {
  const [row] = await tx<MergedInto[]>`select id, title from private.merge_target_of(${id})`;
  return row ?? null;
}
