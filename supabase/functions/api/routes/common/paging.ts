// A page read from a private function that adds the number of rows on all pages to each row (count(*) over ()).
import type postgres from 'postgres';

/**
 * The page's rows without their total, and the total. A page past the end has no row to carry it, so the total is
 * then read from the first row of the first page (`firstRow`: the same function with limit 1, offset 0).
 */
export async function withTotal<Row extends { total: string | number }>(
  page: Row[],
  offset: number,
  firstRow: () => postgres.PendingQuery<{ total: string | number }[]>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const total = page[0]?.total ?? (offset > 0 ? (await firstRow())[0]?.total : undefined);
  return { rows: page.map(({ total: _total, ...row }) => row), total: Number(total ?? 0) };
}
