// Lighthouse's mobile figures model a mid-tier phone by slowing the host's CPU down; its default 4x assumes a
// high-end desktop. On any other machine the same 4x models another phone, so scores would not compare across
// machines. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") maps the host's
// benchmarkIndex to the multiplier instead; these are the anchor points of its calculator, joined linearly.

/** [benchmarkIndex, slowdown] pairs, ascending. */
const ANCHORS: [number, number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The CPU slowdown that makes a machine of this benchmarkIndex Lighthouse's mid-tier phone (at least 1x). */
export function cpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return 4; // Lighthouse's own default when the index is unknown
  const [first] = ANCHORS;
  if (benchmarkIndex <= first![0]) return 1;
  for (let i = 1; i < ANCHORS.length; i++) {
    const [[x0, y0], [x1, y1]] = [ANCHORS[i - 1]!, ANCHORS[i]!];
    if (benchmarkIndex <= x1 || i === ANCHORS.length - 1) {
      return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 10) / 10;
    }
  }
  return 4;
}
