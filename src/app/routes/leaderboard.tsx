import { Leaderboard } from '@/features/ideas/components/leaderboard';

export function Component() {
  return <Leaderboard />;
}
