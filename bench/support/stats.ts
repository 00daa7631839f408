// Figures for the benchmarks: the median of several runs with min and max, printed as a table.
import os from 'node:os';

/** [runs, median, min, max] of samples in ms, as printable cells. */
export function summarize(samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [String(sorted.length), median(sorted).toFixed(0), sorted[0]!.toFixed(0), sorted.at(-1)!.toFixed(0)];
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median (min-max)" of several runs, with the given decimals. */
export function spread(samples: number[], digits = 0): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(digits);
  return `${f(median(sorted))} (${f(sorted[0]!)}-${f(sorted.at(-1)!)})`;
}

/** The machine line every benchmark table starts with. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`;
}
