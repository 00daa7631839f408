// What every benchmark gets from bench/run.ts: one throw-away stack with the large data set loaded.
import type { LargeDataSet } from './large-data.ts';
import type { BenchStack } from './stack.ts';

export interface BenchContext {
  stack: BenchStack;
  data: LargeDataSet;
  /** Runs per figure; each figure is printed as the median with min and max. */
  runs: number;
}
