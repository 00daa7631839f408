// Bulk loading with COPY (text format): rows streamed in batches, far faster than INSERTs for the large data set.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';

/** COPY text format: one line per row, tab-separated, \N for null. */
export function copyLine(values: (string | number | boolean | null)[]): string {
  return (
    values
      .map((value) =>
        value === null
          ? '\\N'
          : String(value).replace(
              /[\\\t\n\r]/g,
              (ch) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[ch]!,
            ),
      )
      .join('\t') + '\n'
  );
}

export async function copy(
  sql: postgres.Sql | postgres.TransactionSql,
  target: string,
  rows: Iterable<string>,
): Promise<void> {
  function* batches() {
    let batch = '';
    for (const row of rows) {
      batch += row;
      if (batch.length > 1 << 16) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  const writable = await sql.unsafe(`copy ${target} from stdin`).writable();
  await pipeline(Readable.from(batches()), writable);
}
