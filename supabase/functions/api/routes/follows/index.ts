// /api/ideas/{id}/follow, /api/me/follows and /api/me/follow-settings: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './follows.handlers.ts';
import * as routes from './follows.routes.ts';

export const follows = new Hono<Env>();
mount(follows, routes.follow, handlers.follow);
mount(follows, routes.unfollow, handlers.unfollow);
mount(follows, routes.mine, handlers.mine);
mount(follows, routes.settings, handlers.settings);
mount(follows, routes.updateSettings, handlers.updateSettings);
