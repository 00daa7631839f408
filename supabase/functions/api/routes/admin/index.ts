// /api/admin: each route of the contract on its handler, behind the route's administrator guard.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/contract.ts';
import * as handlers from './admin.handlers.ts';
import * as routes from './admin.routes.ts';

export const admin = new Hono<Env>();
mount(admin, routes.dashboard, handlers.dashboard);
mount(admin, routes.pendingIdeas, handlers.pendingIdeas);
mount(admin, routes.approve, handlers.approve);
mount(admin, routes.reject, handlers.reject);
mount(admin, routes.editIdea, handlers.editIdea);
mount(admin, routes.deleteIdea, handlers.deleteIdea);
mount(admin, routes.users, handlers.users);
mount(admin, routes.promote, handlers.promote);
mount(admin, routes.demote, handlers.demote);
