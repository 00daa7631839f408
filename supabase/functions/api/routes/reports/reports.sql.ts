// The SQL of /api/reports. Every statement runs as the caller: the insert trigger checks the target through the
// caller's own policies, and the policies show a member only their own reports.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { Dated } from '../../../_shared/pg-rows.ts';
import type { ReportReason, ReportStatus } from '../../../_shared/schemas/constants.ts';
import type { ReportInput, ReportTargetType } from '../../../_shared/schemas/reports.ts';

export type OwnReportRow = Dated<Pick<Tables<'reports'>, 'id' | 'created_at'>, 'created_at'> & {
  // A generated column of not-null columns (the catalog calls every generated column nullable).
  target_id: string;
  // The check constraints let only these in (tests/stack/database-lists.test.ts).
  target_type: ReportTargetType;
  reason: ReportReason;
  status: ReportStatus;
};

const COLUMNS = 'id, target_type, target_id, reason, status, created_at';

export async function insertReport(tx: postgres.TransactionSql, input: ReportInput): Promise<OwnReportRow> {
  const ideaId = input.targetType === 'idea' ? input.targetId : null;
  const commentId = input.targetType === 'comment' ? input.targetId : null;
  const [row] = await tx.unsafe<OwnReportRow[]>(
    `insert into public.reports (idea_id, comment_id, reason, note) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [ideaId, commentId, input.reason, input.note ?? ''],
  );
  return row!;
}

export function ownReports(tx: postgres.TransactionSql, ideaId: string) {
  return tx.unsafe<OwnReportRow[]>(
    `select ${COLUMNS} from public.reports where idea_id = $1 and reporter_id = (select auth.uid())
     order by created_at desc, id`,
    [ideaId],
  );
}
