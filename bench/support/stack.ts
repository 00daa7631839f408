// The benchmarks' stack: a throw-away one (its own data folder and free ports, no fsync, Auth's rate limits off:
// the benchmarks are its only client), its log kept quiet unless STACK_LOG=1.
import { startThrowawayStack, type ThrowawayStack } from '../../stack/index.ts';

export type BenchStack = ThrowawayStack;

export const startBenchStack = (): Promise<BenchStack> => startThrowawayStack({ prefix: 'ideaboard-bench-' });
