// Every route of the API, by resource and mount point: the one list the OpenAPI document (../openapi.ts), the
// function's start-up check (../app.ts: every mounted route is listed here, and only those) and the test tables
// (the malformed-request sweep, the authorisation-first test) are built from.
import * as adminRoadmap from './admin/roadmap.routes.ts';
import * as admin from './admin/admin.routes.ts';
import * as limits from './admin/limits.routes.ts';
import * as merge from './admin/merge.routes.ts';
import * as audit from './admin/audit.routes.ts';
import * as suspension from './admin/suspension.routes.ts';
import * as moderation from './admin/moderation.routes.ts';
import * as tier from './admin/tier.routes.ts';
import * as trash from './admin/trash.routes.ts';
import * as comments from './comments/comments.routes.ts';
import type { RouteContract } from './common/contract.ts';
import * as follows from './follows/follows.routes.ts';
import * as ideas from './ideas/ideas.routes.ts';
import * as landingPages from './landing-pages/landing-pages.routes.ts';
import * as digest from './mail/digest.routes.ts';
import * as mail from './mail/mail.routes.ts';
import * as notifications from './notifications/notifications.routes.ts';
import * as previews from './previews/previews.routes.ts';
import * as ratings from './ratings/ratings.routes.ts';
import * as reports from './reports/reports.routes.ts';
import * as roadmap from './roadmap/roadmap.routes.ts';
import * as system from './system/system.routes.ts';
import * as users from './users/users.routes.ts';

export interface Resource {
  /** Where its router is mounted under /api. */
  prefix: string;
  /** Its heading in the reference. */
  tag: string;
  routes: Record<string, RouteContract>;
  /**
   * False for routes mounted before the caller is identified (../app.ts): they read no token, so no token's
   * refusal (401, 403) can answer them.
   */
  identified?: false;
}

/** The named contracts of a module, without whatever else it exports (schemas of its own, say). */
function pick<M extends object, K extends keyof M & string>(module: M, names: readonly K[]): Record<K, RouteContract> {
  return Object.fromEntries(names.map((name) => [name, module[name] as RouteContract])) as Record<K, RouteContract>;
}

export const RESOURCES: readonly Resource[] = [
  { prefix: '', tag: 'System', identified: false, routes: pick(system, ['health', 'openApi']) },
  {
    prefix: '/ideas',
    tag: 'Ideas',
    routes: pick(ideas, ['list', 'similar', 'get', 'scores', 'create', 'update', 'remove']),
  },
  { prefix: '/ratings', tag: 'Ratings', routes: pick(ratings, ['listForIdea', 'create']) },
  { prefix: '', tag: 'Comments', routes: pick(comments, ['listForIdea', 'create', 'update', 'remove']) },
  { prefix: '', tag: 'Follows', routes: pick(follows, ['follow', 'unfollow', 'mine', 'settings', 'updateSettings']) },
  { prefix: '/reports', tag: 'Reports', routes: pick(reports, ['create', 'mine']) },
  { prefix: '/users', tag: 'Users', routes: pick(users, ['profile', 'ideasOf', 'ratingsOf']) },
  { prefix: '/me', tag: 'Me', routes: pick(users, ['ownProfile', 'updateOwnProfile', 'deleteOwnAccount']) },
  { prefix: '/me/mail-preferences', tag: 'Mail', routes: pick(mail, ['preferences', 'updatePreferences']) },
  { prefix: '/unsubscribe', tag: 'Mail', routes: pick(mail, ['unsubscribe']) },
  { prefix: '/internal', tag: 'Mail', routes: pick(mail, ['deliverMail']) },
  { prefix: '/internal', tag: 'Mail', routes: pick(digest, ['runDigest']) },
  { prefix: '/notifications', tag: 'Notifications', routes: pick(notifications, ['list', 'markRead']) },
  { prefix: '/roadmap', tag: 'Roadmap', routes: pick(roadmap, ['list']) },
  {
    prefix: '/admin',
    tag: 'Administration',
    routes: {
      ...pick(admin, [
        'dashboard',
        'pendingIdeas',
        'pendingEdits',
        'approve',
        'approveEdit',
        'rejectEdit',
        'reject',
        'editIdea',
        'deleteIdea',
        'users',
        'promote',
        'demote',
      ]),
      ...pick(tier, ['setTier']),
      ...pick(suspension, ['suspend', 'unsuspend', 'voidRatings']),
      ...pick(merge, ['merge']),
    },
  },
  {
    prefix: '/admin',
    tag: 'Moderation',
    routes: pick(moderation, ['queue', 'dismiss', 'hideComment', 'unhideComment', 'sendBack']),
  },
  {
    prefix: '/admin',
    tag: 'Roadmap administration',
    routes: pick(adminRoadmap, ['list', 'add', 'move', 'update', 'remove', 'link', 'unlink']),
  },
  { prefix: '/admin', tag: 'Write limits', routes: pick(limits, ['list', 'update']) },
  { prefix: '/admin', tag: 'Audit log', routes: pick(audit, ['list']) },
  { prefix: '/admin', tag: 'Trash', routes: pick(trash, ['list', 'restore']) },
  { prefix: '/internal', tag: 'Trash', routes: pick(trash, ['purge']) },
  {
    prefix: '',
    tag: 'Landing pages',
    routes: pick(landingPages, [
      'list',
      'create',
      'get',
      'update',
      'remove',
      'publish',
      'unpublish',
      'waitlist',
      'stats',
      'publicPage',
      'join',
      'countView',
    ]),
  },
  { prefix: '', tag: 'Preview images', routes: pick(previews, ['ideaPreview', 'landingPreview']) },
];

export interface ListedRoute {
  /** e.g. `ideas.get`: the resource's tag and the contract's name. */
  name: string;
  tag: string;
  /** The full path in OpenAPI's form: `/api/ideas/{id}`. */
  path: string;
  route: RouteContract;
  /** Whether the caller's token is read (and may be refused) before the route runs. */
  identified: boolean;
}

/** A router's path in OpenAPI's form: `:id` as `{id}`, no trailing slash. */
export function openApiPath(path: string): string {
  return path.replace(/\/+$/, '').replace(/:([A-Za-z]+)/g, '{$1}');
}

/** `/api` + prefix + path, in OpenAPI's form. */
export function fullPath(prefix: string, path: string): string {
  return openApiPath(`/api${prefix}${path}`);
}

/** Every route, flat, in the order above. */
export const ROUTES: readonly ListedRoute[] = RESOURCES.flatMap((resource) =>
  Object.entries(resource.routes).map(([name, route]) => ({
    name: `${resource.tag.toLowerCase().replace(/ /g, '-')}.${name}`,
    tag: resource.tag,
    path: fullPath(resource.prefix, route.path),
    route,
    identified: resource.identified ?? true,
  })),
);
