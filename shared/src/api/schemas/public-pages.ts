// Public, cacheable reads for donors: the event page and the student page. They carry a
// child's first name and last initial only: no surname, email or phone is declared here, and the
// API strips every undeclared field.
import * as z from 'zod';
import { eventStatusSchema } from './event-status';
import { studentPrizeSchema } from './student-prize';
import { studentPageVariantSchema } from './student-page-variant';

const progress = z.number().int().min(0).max(100);

export const eventPagePathSchema = z.strictObject({
  eventId: z.string().trim().min(1, 'eventId is required').max(128),
});
export const studentPagePathSchema = z.strictObject({
  participantId: z.string().trim().min(1, 'participantId is required').max(128),
});

export const eventPageSchema = z.strictObject({
  EventId: z.string(),
  EventCode: z.string(),
  Name: z.string(),
  OrganizationName: z.string(),
  Status: eventStatusSchema,
  UnitName: z.string(),
  /** The event's video in its privacy-enhanced player, when it has one. */
  VideoEmbedUrl: z.string().optional(),
  Goal: z.number(),
  Raised: z.number(),
  /** Percent of the goal raised, capped at 100. */
  Progress: progress,
  Participants: z.array(
    z.strictObject({
      ParticipantId: z.string(),
      /** First name and last initial, e.g. "Ava J." */
      DisplayName: z.string(),
      TeamId: z.string(),
      /** The student page's API path. */
      PagePath: z.string(),
    }),
  ),
  /**
   * False once a completed Thon is past the retention period: Participants is then
   * empty, while Raised and TopTeams still count everyone.
   */
  ParticipantsListed: z.boolean(),
  /** The leading teams by amount raised (at most the catalogue's leaderboard size). */
  TopTeams: z.array(
    z.strictObject({
      TeamId: z.string(),
      Name: z.string(),
      Raised: z.number(),
      ParticipantCount: z.number(),
    }),
  ),
});

export const studentPageSchema = z.strictObject({
  ParticipantId: z.string(),
  EventId: z.string(),
  DisplayName: z.string(),
  Goal: z.number(),
  Raised: z.number(),
  Progress: progress,
  Units: z.number(),
  /** What a unit is called in this event ('lap'), for "$5 per lap". */
  UnitName: z.string().default('unit'),
  StudentPageVariant: studentPageVariantSchema,
  /** Per-unit pledges' estimate: each rate x min(current units, its cap), in dollars. */
  Pledged: z.number().default(0),
  /**
   * The most recent supporters: first name and last initial, or "Anonymous", with their
   * message. Never an email, phone or surname.
   */
  Supporters: z
    .array(z.strictObject({ Name: z.string(), Message: z.string().optional(), CreatedAt: z.string() }))
    .default([]),
  /** The prize level reached and what the next needs; absent when the Thon has no prize levels. */
  Prize: studentPrizeSchema.optional(),
  /** The family's message, unless the organizer hid it. */
  FamilyMessage: z.string().optional(),
  /** The family's photo, only once an organizer approved it. */
  PhotoUrl: z.string().optional(),
});

const tracking = (field: string) => z.string().trim().max(100, `${field} is too long.`).optional();

/** Campaign tracking from the landing URL (utm_source → Source, ...), stored with the visit. */
export const recordVisitRequestSchema = z.strictObject({
  EventId: z.string({ error: 'EventId is required' }).trim().min(1, 'EventId is required').max(128),
  ParticipantId: z.string().trim().min(1).max(128).optional(),
  Source: tracking('Source'),
  Medium: tracking('Medium'),
  Campaign: tracking('Campaign'),
  TemplateId: tracking('TemplateId'),
});
/** The visit id a later pledge sends, so the pledge carries the same tracking. */
export const recordVisitResponseSchema = z.strictObject({ VisitId: z.string() });
