// /api/ratings: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './ratings.handlers.ts';
import * as routes from './ratings.routes.ts';

export const ratings = new Hono<Env>();
mount(ratings, routes.listForIdea, handlers.listForIdea);
mount(ratings, routes.create, handlers.create);
