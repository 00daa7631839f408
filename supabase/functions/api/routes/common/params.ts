// Path parameters the routes share.
import { z } from 'zod';
import { idSchema } from '../../../_shared/schemas/api.ts';

/** `/:id`: any id that is not a UUID names nothing, so the route answers its 404. */
export const idParams = z.object({ id: idSchema });
