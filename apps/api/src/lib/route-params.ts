import { z } from 'zod';

/** A row id in a path: a positive 32-bit integer; anything else is a 400, never a 500. */
export const dbId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** Routes that take a form with an optional file (multipart), or the same fields as JSON. */
export const formBody = { consumes: ['multipart/form-data', 'application/json'] };
