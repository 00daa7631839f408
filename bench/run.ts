// `npm run bench [-- <name>...]`: every benchmark of the project, printing figures and never failing on a time.
// Names: startup, data, read, writes, moderation, notifications, similar, follows, digest, roadmap, previews, edge, frontend (default: all). All but startup share one throw-away stack with the
// large data set loaded; startup times `npm run stack` itself and needs the stack's usual ports free.
import { apiReadBench } from './api-read.ts';
import { digestBench } from './digest.ts';
import { edgeLimitsBench } from './edge-limits.ts';
import { followFanoutBench } from './follow-fanout.ts';
import { frontendBench } from './frontend.ts';
import { moderationWritesBench } from './moderation-writes.ts';
import { notificationsBench } from './notifications.ts';
import { previewImageBench } from './preview-image.ts';
import { ratingWritesBench } from './rating-writes.ts';
import { roadmapFanoutBench } from './roadmap-fanout.ts';
import { similarBench } from './similar.ts';
import { startupBench } from './startup.ts';
import type { BenchContext } from './support/context.ts';
import { loadLargeDataSet, SIZE } from './support/large-data.ts';
import { startBenchStack } from './support/stack.ts';
import { machine, table } from './support/stats.ts';

const ALL = [
  'startup',
  'data',
  'read',
  'writes',
  'moderation',
  'notifications',
  'similar',
  'follows',
  'digest',
  'roadmap',
  'previews',
  'edge',
  'frontend',
] as const;
type Name = (typeof ALL)[number];
const RUNS = Number(process.env.RUNS ?? 3);

const chosen = new Set<Name>(process.argv.length > 2 ? (process.argv.slice(2) as Name[]) : ALL);
for (const name of chosen) {
  if (!ALL.includes(name)) throw new Error(`Unknown benchmark "${name}"; choose from ${ALL.join(', ')}.`);
}

console.log(`Machine: ${machine()}`);
if (chosen.has('startup')) await startupBench();

const needsStack = [...chosen].some((name) => name !== 'startup');
if (needsStack) {
  console.log('\nStarting a throw-away stack and loading the large data set...');
  const stack = await startBenchStack();
  try {
    const data = await loadLargeDataSet(stack.superuserUrl);
    console.log(`\nLarge data set (seeded generator, COPY; on top of the demo seed)`);
    table(
      ['members', 'ideas', 'approved', 'ratings', 'load s'],
      [[SIZE.members, SIZE.ideas, data.approvedIdeas, SIZE.ratings, data.seconds.toFixed(1)].map(String)],
    );
    const ctx: BenchContext = { stack, data, runs: RUNS };
    if (chosen.has('read')) await apiReadBench(ctx);
    if (chosen.has('writes')) await ratingWritesBench(ctx);
    if (chosen.has('moderation')) await moderationWritesBench(ctx);
    if (chosen.has('notifications')) await notificationsBench(ctx);
    if (chosen.has('similar')) await similarBench(ctx);
    if (chosen.has('follows')) await followFanoutBench(ctx);
    if (chosen.has('digest')) await digestBench(ctx);
    if (chosen.has('roadmap')) await roadmapFanoutBench(ctx);
    if (chosen.has('previews')) await previewImageBench(ctx);
    if (chosen.has('edge')) await edgeLimitsBench(ctx);
    if (chosen.has('frontend')) {
      await import('../tests/e2e/ensure-chromium.ts'); // Lighthouse drives Debian's Chromium, as the journeys do
      await frontendBench(ctx);
    }
  } finally {
    await stack.dispose();
  }
}
