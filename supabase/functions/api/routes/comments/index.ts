// /api/ideas/{id}/comments and /api/comments/{id}: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './comments.handlers.ts';
import * as routes from './comments.routes.ts';

export const comments = new Hono<Env>();
mount(comments, routes.listForIdea, handlers.listForIdea);
mount(comments, routes.create, handlers.create);
mount(comments, routes.update, handlers.update);
mount(comments, routes.remove, handlers.remove);
