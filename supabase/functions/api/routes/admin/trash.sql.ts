// The SQL of the trash: private.admin_trash and private.restore_idea check that the caller is an administrator.
import type postgres from 'postgres';
import type { FunctionReturns } from '../../../_shared/database.types.ts';
import type { BigintText, Dated, MaybeNull } from '../../../_shared/pg-rows.ts';
import type { TrashQuery } from '../../../_shared/schemas/trash.ts';

type Trashed = FunctionReturns<{ schema: 'private' }, 'admin_trash'>[number];

/**
 * deleted_by and its name are null once the account that deleted the idea is gone; merged_into and its title are
 * null for an idea deleted rather than merged.
 */
export type TrashRow = BigintText<
  MaybeNull<
    Dated<Trashed, 'deleted_at' | 'purge_at'>,
    'deleted_by' | 'deleted_by_display_name' | 'merged_into' | 'merged_into_title'
  >,
  'total'
>;

export function trashPage(tx: postgres.TransactionSql, query: TrashQuery) {
  return tx<TrashRow[]>`select * from private.admin_trash(${query.limit}, ${query.offset})`;
}

/** P0002 (404) when the idea is not in the trash. */
export async function restore(tx: postgres.TransactionSql, id: string): Promise<void> {
  await tx`select private.restore_idea(${id})`;
}
