// /api/ideas: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './ideas.handlers.ts';
import * as routes from './ideas.routes.ts';

export const ideas = new Hono<Env>();
mount(ideas, routes.list, handlers.list);
mount(ideas, routes.similar, handlers.similar);
mount(ideas, routes.get, handlers.get);
mount(ideas, routes.scores, handlers.scores);
mount(ideas, routes.create, handlers.create);
mount(ideas, routes.update, handlers.update);
mount(ideas, routes.remove, handlers.remove);
