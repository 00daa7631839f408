// Query keys of the landing pages: the owner's list and pages, their waitlists and stats, and the public pages by
// slug.
export const landingKeys = {
  all: ['landing-pages'] as const,
  mine: () => [...landingKeys.all, 'mine'] as const,
  detail: (id: string) => [...landingKeys.all, 'detail', id] as const,
  waitlist: (id: string) => [...landingKeys.all, 'waitlist', id] as const,
  stats: (id: string) => [...landingKeys.all, 'stats', id] as const,
  published: (slug: string) => [...landingKeys.all, 'published', slug] as const,
};

export const pagePath = (id: string) => `/landing-pages/${encodeURIComponent(id)}`;
