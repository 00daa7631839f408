// /api/users and /api/me: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './users.handlers.ts';
import * as routes from './users.routes.ts';

export const users = new Hono<Env>();
mount(users, routes.profile, handlers.profile);
mount(users, routes.ideasOf, handlers.ideasOf);
mount(users, routes.ratingsOf, handlers.ratingsOf);

export const me = new Hono<Env>();
mount(me, routes.ownProfile, handlers.ownProfile);
mount(me, routes.updateOwnProfile, handlers.updateOwnProfile);
mount(me, routes.deleteOwnAccount, handlers.deleteOwnAccount);
