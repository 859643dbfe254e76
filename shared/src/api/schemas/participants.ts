// Participant calls of spec section 7: the teacher check, participant lists, experiment data.
import * as z from 'zod';
import { maxParticipantsPerParent } from '../../catalog/limits';
import { personNamePattern } from '../../catalog/patterns';
import { nameCharactersOnly } from '../../catalog/messages';
import { grades } from '../../catalog/school-lists';
import { shirtSizes } from '../../catalog/shirt-sizes';
import { codeListMessage } from './reference-codes';
import { eventCodeRequestSchema } from './event-code';
import { studentPageVariantSchema } from './student-page-variant';
import { studentPrizeSchema } from './student-prize';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128, `${name} is too long.`);

/**
 * The spec's {token} segment carries a fixed placeholder ('current'): the server answers for the
 * bearer token's session and never reads the path, and a session token in a URL (kept by access
 * logs) is refused.
 */
export const teacherCheckPlaceholder = 'current';
export const teacherCheckPathSchema = z.strictObject({
  token: z
    .string()
    // No dots: a session token (three dot-separated parts) is refused with 400.
    .regex(/^[\w-]{1,64}$/, `token must be the placeholder '${teacherCheckPlaceholder}'.`),
});

export const teacherCheckResponseSchema = z.strictObject({
  IsTeacher: z.boolean(),
  /** The event of the teacher's class, null when not a teacher (or none assigned). */
  EventId: z.string().nullable(),
});

export const userIdPathSchema = z.strictObject({ userId: id('userId') });
export const parentPathSchema = z.strictObject({ parentId: id('parentId'), userId: id('userId') });

export { studentPageVariants, studentPageVariantSchema } from './student-page-variant';

/**
 * A participant list entry for people entitled to the participant (themselves, their parent,
 * their teacher, their event's organizer, a super admin): never served publicly.
 */
export const participantEntrySchema = z.strictObject({
  ParticipantId: z.string(),
  UserId: z.string().nullable(),
  EventId: z.string(),
  TeamId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Goal: z.number(),
  /**
   * The child's sign-in code: only for the child's linked parents, the event's organizer and a
   * super admin; absent for everyone else (teachers never receive one).
   */
  AccessCode: z.string().optional(),
  /** A catalogue grade Code (PK, K, 1 to 12); imported rows may carry their own text. Null when not given. */
  Grade: z.string().nullable(),
  /** A catalogue shirt size Code (YS ... AXL), null when not given. */
  ShirtSize: z.string().nullable(),
  StudentPageVariant: studentPageVariantSchema,
});
export type ParticipantEntry = z.infer<typeof participantEntrySchema>;
export const participantListSchema = z.array(participantEntrySchema);

/** One child on the parent dashboard: the entry (with its access code), its event and its figures. */
export const parentDashboardChildSchema = z.strictObject({
  Participant: participantEntrySchema,
  /** The event's name; null while the event is a draft (not open to donors yet). */
  EventName: z.string().nullable(),
  /** The personal goal in dollars (the catalogue's default when none was set). */
  Goal: z.number(),
  /** Dollars credited to the child so far. */
  Raised: z.number(),
  /** Percent of the goal raised, 0-100. */
  Progress: z.number(),
  /** A child the parent created, not yet approved by the organizer: no public page, no invitations. */
  AwaitingApproval: z.boolean(),
  /** As the student page shows it: the prize level reached and what the next needs (absent without levels). */
  Prize: studentPrizeSchema.optional(),
  /** As the student page shows them: the message unless hidden, the photo once approved. */
  FamilyMessage: z.string().optional(),
  PhotoUrl: z.string().optional(),
  /** The family's own view: the photo's review state, and the message even when the organizer hid it. */
  PhotoStatus: z.enum(['pending', 'approved', 'rejected']).optional(),
  PageMessage: z.string().optional(),
  PageMessageHidden: z.boolean(),
  /** Whether the child's Thon allows family photos. */
  FamilyPhotosAllowed: z.boolean(),
});
export type ParentDashboardChild = z.infer<typeof parentDashboardChildSchema>;

/** GET /api/Parent/GetParentDashboard: everything the parent dashboard shows, in one answer. */
export const parentDashboardSchema = z.strictObject({
  Participants: z.array(parentDashboardChildSchema),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

const experimentField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long.`);

/** POST /api/Utilities/AddParticipantTestGroupData: the spec's experiment data. */
export const experimentDataRequestSchema = z.strictObject({
  GA_UserId: experimentField('GA_UserId'),
  G_ExperimentId: experimentField('G_ExperimentId'),
  G_VariantId: experimentField('G_VariantId'),
  G_VariantName: experimentField('G_VariantName'),
  E_ContainerId: experimentField('E_ContainerId'),
  ParticipantId: id('ParticipantId'),
});
export const experimentDataResponseSchema = z.strictObject({ StudentPageVariant: studentPageVariantSchema });

// Parent calls (spec sections 2 and 6).
/** Product wording: the spec states the limit, not the message. */
export const parentLimitReached = `A parent may add at most ${maxParticipantsPerParent} participants.`;
export const participantAlreadyLinked = 'This participant is already on your list.';
export const participantEventClosed = 'Participants can no longer be added to this event.';
/** Product wording (the spec has no message for an empty event code), as POST /api/EventCode says it. */
const enterEventCode = 'Please enter an event code';

/** A new child's name is shown on the school's public page: the catalogue's name rule holds it. */
const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} is too long.`)
    .regex(personNamePattern, nameCharactersOnly);

/**
 * A Code of a reference list (any case). Only the shape is checked here: the list is the catalogue's
 * merged with server configuration, so the API checks membership (reference-codes.ts) with the same
 * message, which names the accepted codes.
 */
const referenceCode = (field: string, defaults: readonly { Code: string; Name: string }[]) =>
  z
    .string({ error: codeListMessage(field, defaults) })
    .trim()
    .toUpperCase()
    .describe(
      `A Code of the ${field} reference list (any case; GetReferenceLists), e.g. ${defaults.map((entry) => entry.Code).join(', ')}`,
    );
export const gradeCodeSchema = referenceCode('Grade', grades);
export const shirtSizeCodeSchema = referenceCode('ShirtSize', shirtSizes);

/**
 * Either an existing child's AccessCode with the EventCode of the child's event (both must match,
 * so a guessed code alone links nobody), or a new child (FirstName, LastName) for the event whose
 * EventCode the parent types: the code the school hands out, not the EventId every public page
 * shows. A new child waits for the organizer's approval.
 */
export const addParticipantRequestSchema = z
  .strictObject({
    AccessCode: z
      .string()
      .trim()
      .min(1, 'AccessCode is required')
      .max(40, 'AccessCode is too long.')
      .optional(),
    EventCode: eventCodeRequestSchema.shape.EventCode.optional(),
    TeamId: id('TeamId').optional(),
    FirstName: name('FirstName').optional(),
    LastName: name('LastName').optional(),
    Goal: z
      .number({ error: 'Goal must be a number' })
      .int('Goal must be whole dollars')
      .min(1)
      .max(1_000_000)
      .optional(),
    /** Stored on a new child only (a linked child keeps what the school recorded). */
    Grade: gradeCodeSchema.optional(),
    ShirtSize: shirtSizeCodeSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.EventCode === undefined) {
      context.addIssue({ code: 'custom', path: ['EventCode'], message: enterEventCode });
    }
    if (value.AccessCode !== undefined) return;
    for (const field of ['FirstName', 'LastName'] as const) {
      if (value[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Enter an AccessCode, or ${field} for a new participant`,
        });
      }
    }
  });

/**
 * What AddParticipant answers: only what the parent needs to see who was added. The child's
 * access code, account and other details stay out (the parent's list shows what they may see).
 */
export const addedParticipantSchema = z.strictObject({
  ParticipantId: z.string(),
  EventId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** True for a child the parent created: hidden from donors until the organizer approves it. */
  AwaitingApproval: z.boolean(),
});
export type AddedParticipant = z.infer<typeof addedParticipantSchema>;

/**
 * DELETE /api/Parent/RemoveParticipant/{participantId}: takes a child off the caller's list. The
 * participant itself stays in its event.
 */
export const removeParticipantPathSchema = z.strictObject({ participantId: id('participantId') });
export const removeParticipantResponseSchema = z.strictObject({ ParticipantId: z.string() });
export const participantNotLinked = 'This participant is not on your list.';

/** A teacher shows (or hides) their class page to parents and donors; the Session reflects it. */
export const teacherPageOptInRequestSchema = z.strictObject({
  OptedIn: z.boolean({ error: 'OptedIn must be true or false' }),
});
export const teacherPageOptInResponseSchema = z.strictObject({ IsTeacherPageOptedIn: z.boolean() });

/** A signed-in participant joins an event by its code (optionally into a team). */
export const joinEventRequestSchema = z.strictObject({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  TeamId: z.string().trim().min(1).max(128).optional(),
});
