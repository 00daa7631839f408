// Test data of the admin dashboard tests: API-shaped stats, pending ideas and edits, and users with overridable
// fields.
import type { AdminStats, AdminUser, PendingEditItem, PendingIdea } from '@schemas/admin.ts';
import type { ApiAnswer } from '@/testing/mock-api-ideas';

let sequence = 0;
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ADMIN_STATS: AdminStats = {
  totalUsers: 12,
  totalIdeas: 30,
  pendingIdeas: 2,
  pendingEdits: 1,
  totalRatings: 1450,
};

export function createPendingIdea(overrides: Partial<PendingIdea> = {}): PendingIdea {
  sequence += 1;
  return {
    id: uuid('00000000', sequence),
    title: `Pending idea ${sequence}`,
    description: 'An idea waiting for an administrator to read it and decide whether it is published.',
    category: 'technology',
    tags: ['energy', 'villages'],
    targetMarket: 'Rural households without a grid connection',
    businessModel: 'Pay per charge, collected by a local agent',
    hasPitchDeck: false,
    pitchDeckUrl: null,
    createdAt: '2025-01-05T10:00:00Z',
    updatedAt: '2025-01-05T10:00:00Z',
    authorId: 'a1b2c3d4-0000-4000-8000-000000000001',
    author: { displayName: 'Alice Author' },
    fundingNeeded: 50000,
    ...overrides,
  };
}

/** An approved idea's edit waiting for review: the approved version and the changes given. */
export function createPendingEdit(overrides: Partial<PendingEditItem> = {}): PendingEditItem {
  const { id, title, description, category, tags, targetMarket, businessModel, hasPitchDeck, pitchDeckUrl } =
    createPendingIdea();
  return {
    ideaId: id,
    title,
    description,
    category,
    tags,
    targetMarket,
    businessModel,
    hasPitchDeck,
    pitchDeckUrl,
    authorId: 'a1b2c3d4-0000-4000-8000-000000000002',
    author: { displayName: 'Edna Editor' },
    submittedAt: '2025-02-01T09:30:00Z',
    changes: [],
    newPitchDeckUrl: null,
    ...overrides,
  };
}

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  sequence += 1;
  return {
    uid: uuid('c0ffee00', sequence),
    displayName: `Member ${sequence}`,
    avatar: '',
    email: `member${sequence}@example.com`,
    isAdmin: false,
    isVerified: false,
    subscriptionTier: 'free',
    createdAt: '2024-12-01T10:00:00Z',
    suspension: null,
    ...overrides,
  };
}

/** The users list's answer, with the API's `meta.total`. */
export function usersAnswer(users: AdminUser[], total = users.length): ApiAnswer {
  return { status: 200, body: { success: true, data: users, meta: { total, limit: 50, offset: 0 } } };
}

/** A promise the test settles when it wants the API to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
