// The shape of a country entry, apart from the country data, so a schema can name it without
// loading (and computing) the list.
import * as z from 'zod';
import { codeNameEntrySchema } from './list-entry';

export const countryEntrySchema = codeNameEntrySchema.extend({
  Code: z.string().regex(/^[A-Z]{2}$/),
  ThreeLetterCode: z.string().regex(/^[A-Z]{3}$/),
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;
