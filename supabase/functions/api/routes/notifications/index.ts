// /api/notifications: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './notifications.handlers.ts';
import * as routes from './notifications.routes.ts';

export const notifications = new Hono<Env>();
mount(notifications, routes.list, handlers.list);
mount(notifications, routes.markRead, handlers.markRead);
