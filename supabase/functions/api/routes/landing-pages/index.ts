// /api/landing-pages (a member's pages) and /api/p/{slug} (the public page, its waitlist and its views): each
// route of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './landing-pages.handlers.ts';
import * as routes from './landing-pages.routes.ts';

export const landingPages = new Hono<Env>();
mount(landingPages, routes.list, handlers.list);
mount(landingPages, routes.create, handlers.create);
mount(landingPages, routes.get, handlers.get);
mount(landingPages, routes.update, handlers.update);
mount(landingPages, routes.remove, handlers.remove);
mount(landingPages, routes.publish, handlers.publish);
mount(landingPages, routes.unpublish, handlers.unpublish);
mount(landingPages, routes.waitlist, handlers.waitlist);
mount(landingPages, routes.stats, handlers.stats);
mount(landingPages, routes.publicPage, handlers.publicPage);
mount(landingPages, routes.join, handlers.join);
mount(landingPages, routes.countView, handlers.countView);
