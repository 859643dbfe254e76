// The shop's schemas' common field rules: a required, trimmed text of at most `max` characters and
// a required id, each message naming the field.
import * as z from 'zod';

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const requiredId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(128, `${field} is not valid`);
