// The live public Thons near the viewer (spec section 3's "nearby events"): in the Session, and on
// the login page before anyone signs in. A small module of its own: the login page loads it.
import * as z from 'zod';

export const nearbyEventSchema = z.object({ EventId: z.string(), Name: z.string(), EventCode: z.string() });
export type NearbyEvent = z.infer<typeof nearbyEventSchema>;

export const nearbyEventsResponseSchema = z.object({ NearbyEvents: z.array(nearbyEventSchema) });
export type NearbyEventsResponse = z.infer<typeof nearbyEventsResponseSchema>;
