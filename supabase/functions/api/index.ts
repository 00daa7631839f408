// Entry point of the `api` edge function: `GET /functions/v1/api/ideas` reaches the app as `/api/ideas`.
import app from './app.ts';

Deno.serve(app.fetch);
