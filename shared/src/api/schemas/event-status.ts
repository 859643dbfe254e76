// A Thon's status, on its own so the donor pages' schemas need not load the organizer's.
import * as z from 'zod';

export const eventStatuses = ['draft', 'live', 'completed', 'processed'] as const;
export const eventStatusSchema = z.enum(eventStatuses, {
  error: `Status must be one of ${eventStatuses.join(', ')}`,
});
export type EventStatus = z.infer<typeof eventStatusSchema>;
