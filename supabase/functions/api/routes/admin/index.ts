// /api/admin: each route of the contract on its handler, behind the route's administrator guard.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/contract.ts';
import * as handlers from './admin.handlers.ts';
import * as routes from './admin.routes.ts';
import * as roadmapHandlers from './roadmap.handlers.ts';
import * as roadmapRoutes from './roadmap.routes.ts';

export const admin = new Hono<Env>();
mount(admin, routes.dashboard, handlers.dashboard);
mount(admin, routes.pendingIdeas, handlers.pendingIdeas);
mount(admin, routes.pendingEdits, handlers.pendingEdits);
mount(admin, routes.approve, handlers.approve);
mount(admin, routes.approveEdit, handlers.approveEdit);
mount(admin, routes.rejectEdit, handlers.rejectEdit);
mount(admin, routes.reject, handlers.reject);
mount(admin, routes.editIdea, handlers.editIdea);
mount(admin, routes.deleteIdea, handlers.deleteIdea);
mount(admin, routes.users, handlers.users);
mount(admin, routes.promote, handlers.promote);
mount(admin, routes.demote, handlers.demote);
mount(admin, roadmapRoutes.list, roadmapHandlers.list);
mount(admin, roadmapRoutes.add, roadmapHandlers.add);
mount(admin, roadmapRoutes.move, roadmapHandlers.move);
mount(admin, roadmapRoutes.update, roadmapHandlers.update);
mount(admin, roadmapRoutes.remove, roadmapHandlers.remove);
