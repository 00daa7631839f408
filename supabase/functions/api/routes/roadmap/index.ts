// /api/roadmap: the contract's one route on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './roadmap.handlers.ts';
import * as routes from './roadmap.routes.ts';

export const roadmap = new Hono<Env>();
mount(roadmap, routes.list, handlers.list);
