// The preview images, mounted at /api: /ideas/{id}/preview.png and /p/{slug}/preview.png, each tagged with the
// renderer's version around the conditional middleware.
import { Hono } from 'hono';
import type { Env } from '../common/context.ts';
import { mount } from '../common/mount.ts';
import * as handlers from './previews.handlers.ts';
import * as routes from './previews.routes.ts';
import { RENDERER_VERSION } from './render/card.ts';
import { rendererTag } from './renderer-tag.ts';

export const previews = new Hono<Env>();
for (const route of [routes.ideaPreview, routes.landingPreview]) previews.use(route.path, rendererTag(RENDERER_VERSION));
mount(previews, routes.ideaPreview, handlers.ideaPreview);
mount(previews, routes.landingPreview, handlers.landingPreview);
