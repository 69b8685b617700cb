import { z } from 'zod';

/** A PostgreSQL numeric as the API sends it (a JSON number, or a string), read as a number. */
export const numeric = z.union([z.number(), z.string()]).transform((v) => Number(v));
