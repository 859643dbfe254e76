// The organizer's approval queue: children parents created in a Thon wait here, off the public
// pages and unable to send invitations, until the organizer approves them or removes them.
import * as z from 'zod';

/** GET /api/events/GetPendingParticipants/{eventId}: the Thon's children waiting for approval, oldest first. */
export const pendingParticipantsSchema = z.array(
  z.strictObject({
    ParticipantId: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamId: z.string(),
    /** A catalogue grade Code, null when not given. */
    Grade: z.string().nullable(),
    /** When the parent added the child (ISO 8601). */
    AddedAt: z.string(),
    /**
     * The parent who added the child, named as users are named to others (never their email), so
     * the organizer can tell a family of the school from a stranger; null if the account is gone.
     */
    AddedBy: z.string().nullable(),
  }),
);
export type PendingParticipant = z.infer<typeof pendingParticipantsSchema>[number];

/**
 * POST /api/events/ApproveParticipant/{eventId} and RejectParticipant/{eventId}: the organizer's
 * decision on one child of the Thon.
 */
export const participantDecisionRequestSchema = z.strictObject({
  ParticipantId: z
    .string({ error: 'ParticipantId is required' })
    .trim()
    .min(1, 'ParticipantId is required')
    .max(128, 'ParticipantId is too long.'),
});
export const participantDecisionResponseSchema = z.strictObject({ ParticipantId: z.string() });
