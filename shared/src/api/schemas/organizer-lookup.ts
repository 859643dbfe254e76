// FindOrganizer: an active organizer named by their exact email, so a franchisee user (whose user
// search reaches only their own franchise, where no organizer is) can hand a Thon to them. The
// answer says no more than that the email is an active organizer's: their id and name.
import * as z from 'zod';

export const findOrganizerQuerySchema = z.strictObject({
  Email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long.'),
});
export type FindOrganizerQuery = z.infer<typeof findOrganizerQuerySchema>;

/** At most one; empty alike for an unknown email, another role's or an inactive account's. */
export const foundOrganizersSchema = z.strictObject({
  Organizers: z.array(z.strictObject({ UserId: z.string(), Name: z.string() })),
});
export type FoundOrganizers = z.infer<typeof foundOrganizersSchema>;
