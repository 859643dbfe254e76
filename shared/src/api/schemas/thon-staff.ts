// A Thon's staff set from the admin console: the franchisee team leaders assigned to it (event-day
// work) and the organizer it is handed to. Ids only: the console picks users from its user search.
import * as z from 'zod';
import { eventIdSchema } from './events';

const userIdSchema = z
  .string({ error: 'UserId is required' })
  .trim()
  .min(1, 'UserId is required')
  .max(128, 'UserId is not valid');

/** Assign or remove one franchisee team leader of the Thon's franchise. */
export const thonTeamLeaderRequestSchema = z.strictObject({ EventId: eventIdSchema, UserId: userIdSchema });

export const thonTeamLeadersSchema = z.strictObject({
  EventId: z.string(),
  TeamLeaders: z.array(
    z.strictObject({
      UserId: z.string(),
      Name: z.string(),
      /** When the assignment was made (ISO timestamp). */
      AssignedAt: z.string(),
    }),
  ),
});

/** Hand the Thon to an organizer (an active account of role organizer): it shows in their My Thons. */
export const setThonOrganizerRequestSchema = z.strictObject({ EventId: eventIdSchema, UserId: userIdSchema });
