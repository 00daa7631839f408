// /api/me/mail-preferences, /api/unsubscribe, /api/internal/deliver-mail and /api/internal/run-digest: each route
// of the contract on its handler.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as digestHandlers from './digest.handlers.ts';
import * as digestRoutes from './digest.routes.ts';
import * as handlers from './mail.handlers.ts';
import * as routes from './mail.routes.ts';

export const mailPreferences = new Hono<Env>();
mount(mailPreferences, routes.preferences, handlers.preferences);
mount(mailPreferences, routes.updatePreferences, handlers.updatePreferences);

export const unsubscribe = new Hono<Env>();
mount(unsubscribe, routes.unsubscribe, handlers.unsubscribe);

export const internal = new Hono<Env>();
mount(internal, routes.deliverMail, handlers.deliverMail);
mount(internal, digestRoutes.runDigest, digestHandlers.runDigest);
