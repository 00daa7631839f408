// /api/reports: each route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './reports.handlers.ts';
import * as routes from './reports.routes.ts';

export const reports = new Hono<Env>();
mount(reports, routes.create, handlers.create);
mount(reports, routes.mine, handlers.mine);
