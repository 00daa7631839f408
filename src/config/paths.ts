// Every route of the SPA (docs/product-spec.md section 2), with a builder for the ones that take an id.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  roadmap: { path: '/roadmap', getHref: () => '/roadmap' },
  idea: { path: '/idea/:id', getHref: (id: string) => `/idea/${id}` },
  user: { path: '/user/:id', getHref: (id: string) => `/user/${id}` },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  submit: { path: '/submit', getHref: () => '/submit' },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileEdit: { path: '/profile/edit', getHref: () => '/profile/edit' },
  landingGenerator: { path: '/landing-generator', getHref: () => '/landing-generator' },
  admin: { path: '/admin', getHref: () => '/admin' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
} as const;
