// /api/health and /api/openapi.json: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './system.handlers.ts';
import * as routes from './system.routes.ts';

export const system = new Hono<Env>();
mount(system, routes.health, handlers.health);
mount(system, routes.openApi, handlers.openApi);
