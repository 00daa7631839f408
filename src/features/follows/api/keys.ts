// The follows' cache keys: the caller's list of followed ideas and their auto-follow setting.
export const followKeys = {
  all: ['follows'] as const,
  mine: () => [...followKeys.all, 'mine'] as const,
  page: (limit: number, offset: number) => [...followKeys.mine(), limit, offset] as const,
  settings: () => [...followKeys.all, 'settings'] as const,
};
