// Organizer calls for a Thon: create, edit, status changes, access codes.
import * as z from 'zod';
import { videoUrlSchema } from './video-url';
import { minimumGoal } from '../../catalog/donations';
import { isSchoolOrganizationType } from '../../catalog/school-lists';
import { organizationTypeMessage, schoolLevelMessage, stateMessage } from './reference-codes';
import { invalidUnits, organizationZipNotValid } from '../../catalog/messages';
import { isKnownTimeZone } from '../../catalog/display-format';
import { isIsoCalendarDate } from '../../catalog/patterns';

import { eventStatusSchema, type EventStatus } from './event-status';

export { eventStatuses, eventStatusSchema, type EventStatus } from './event-status';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long.`);
const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isIsoCalendarDate, `${field} must be a real date`);
const units = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0)
    .max(10_000);

const thonFields = {
  Name: text('Name', 100),
  StartDate: isoDate('StartDate'),
  EndDate: isoDate('EndDate'),
  TimeZone: text('TimeZone', 60).refine(isKnownTimeZone, 'TimeZone must be an IANA time zone'),
  /** What a participant completes: "lap", "mile", ... */
  UnitName: text('UnitName', 30),
  Goal: z
    .number({ error: 'Goal must be a number' })
    .min(minimumGoal, `Goal must be at least ${minimumGoal}`)
    .max(10_000_000),
  MinUnits: units('MinUnits'),
  MaxUnits: units('MaxUnits'),
};

type Checked = { StartDate?: string; EndDate?: string; MinUnits?: number; MaxUnits?: number };

/**
 * The cross-field rules of a Thon: the field and message of each one broken. The schemas check
 * the request; UpdateThon checks them again on the merged result (a partial edit may break one).
 */
export function thonRangeProblems(value: Checked): { path: keyof Checked; message: string }[] {
  const problems: { path: keyof Checked; message: string }[] = [];
  if (value.StartDate && value.EndDate && value.EndDate < value.StartDate) {
    problems.push({ path: 'EndDate', message: 'EndDate must not be before StartDate' });
  }
  if (value.MinUnits !== undefined && value.MaxUnits !== undefined && value.MaxUnits < value.MinUnits) {
    problems.push({ path: 'MaxUnits', message: 'MaxUnits must not be below MinUnits' });
  }
  return problems;
}

function checkRanges(value: Checked, context: z.RefinementCtx): void {
  for (const { path, message } of thonRangeProblems(value)) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

export const schoolLevelNotForType =
  'SchoolLevel is only for a school (OrganizationType Elementary School, Middle School or High School).';

export const createThonRequestSchema = z
  .strictObject({
    ...thonFields,
    /**
     * An existing organization the caller manages (a franchisee user: one of their franchise's);
     * the organization fields below are then ignored. Absent: a new organization from them.
     */
    OrganizationId: z
      .string({ error: 'OrganizationId must be text' })
      .trim()
      .min(1, 'OrganizationId is required')
      .max(128, 'OrganizationId is not valid')
      .optional(),
    /** Required without OrganizationId. */
    OrganizationName: text('OrganizationName', 100).optional(),
    // Reference-list fields: shape here, membership in the merged lists checked by the API
    // (reference-codes.ts), since server configuration may add entries (spec section 3).
    /** An organization type's Name (GetReferenceLists organizationTypes); required without OrganizationId. */
    OrganizationType: z
      .string({ error: organizationTypeMessage })
      .min(1, organizationTypeMessage)
      .describe('The Name of an entry of the organizationTypes reference list (GetReferenceLists)')
      .optional(),
    /** The new organization's ZIP: it decides the organization's franchise. '' or absent: none. */
    Zip: z
      .string({ error: organizationZipNotValid })
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, organizationZipNotValid)
      .optional(),
    /** A school level Code (GetReferenceLists schoolLevels); only for a school organization type. '' or absent: none. */
    SchoolLevel: z
      .string({ error: schoolLevelMessage })
      .describe("A Code of the schoolLevels reference list (GetReferenceLists), or '' for none")
      .optional(),
    /** '' or absent: none. */
    City: z.string({ error: 'City must be text' }).trim().max(60, 'City is too long.').optional(),
    /** A state Code (abbreviation; GetReferenceLists states); '' or absent: none. */
    State: z
      .string({ error: stateMessage })
      .describe("A Code of the states reference list (GetReferenceLists), or '' for none")
      .optional(),
  })
  .superRefine(checkRanges)
  .superRefine((value, context) => {
    // A new organization needs its name and type (the messages a missing field always had).
    if (value.OrganizationId !== undefined) return;
    if (value.OrganizationName === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['OrganizationName'],
        message: 'OrganizationName is required',
      });
    }
    if (value.OrganizationType === undefined) {
      context.addIssue({ code: 'custom', path: ['OrganizationType'], message: organizationTypeMessage });
    }
  })
  .superRefine((value, context) => {
    if (value.SchoolLevel && !isSchoolOrganizationType(value.OrganizationType ?? '')) {
      context.addIssue({ code: 'custom', path: ['SchoolLevel'], message: schoolLevelNotForType });
    }
  });

export const thonSchema = z.strictObject({
  EventId: z.string(),
  EventCode: z.string(),
  Name: z.string(),
  OrganizationId: z.string(),
  /** Copied from the organization at creation; '' on Thons made before they were copied. */
  OrganizationName: z.string(),
  OrganizationType: z.string(),
  SchoolLevel: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Status: eventStatusSchema,
  StartDate: z.string(),
  EndDate: z.string(),
  TimeZone: z.string(),
  UnitName: z.string(),
  Goal: z.number(),
  MinUnits: z.number(),
  MaxUnits: z.number(),
  VideoUrl: z.string().optional(),
});

export const eventIdSchema = z
  .string({ error: 'EventId is required' })
  .trim()
  .min(1, 'EventId is required')
  .max(128);

export const updateThonRequestSchema = z
  .strictObject({
    EventId: eventIdSchema,
    ...z.strictObject(thonFields).partial().shape,
    /** A YouTube or Vimeo video for the event page; '' removes it. */
    VideoUrl: videoUrlSchema.optional(),
  })
  .superRefine(checkRanges);

export const changeThonStatusRequestSchema = z.strictObject({
  EventId: eventIdSchema,
  Status: eventStatusSchema,
});
export const statusChangeRefused = (from: EventStatus, to: EventStatus) =>
  `A Thon cannot go from ${from} to ${to}.`;
export const thonLocked = 'This Thon can no longer be changed.';

export const eventIdPathSchema = z.strictObject({ eventId: eventIdSchema });
export const accessCodeListSchema = z.array(
  z.strictObject({
    ParticipantId: z.string(),
    TeamId: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    AccessCode: z.string(),
  }),
);

/** Bodies are capped at 64 KB by the API, so the CSV text is too (about 1,500 typical rows). */
export const maxImportCsvCharacters = 60_000;
export const importParticipantsRequestSchema = z.strictObject({
  EventId: eventIdSchema,
  Csv: z
    .string({ error: 'Csv is required' })
    .min(1, 'Csv is required')
    .max(maxImportCsvCharacters, `Csv must be at most ${maxImportCsvCharacters} characters`),
});
export const importParticipantsResponseSchema = z.strictObject({
  Imported: z.number(),
  /** Rows whose participant an earlier import already created (same name and team). */
  AlreadyImported: z.number(),
  /** Row: the spreadsheet row number (the header is row 1). */
  Failed: z.array(z.strictObject({ Row: z.number(), Reason: z.string() })),
  /** participantsNotImported when any row failed, else null. */
  Message: z.string().nullable(),
});

const teamIdField = z.string({ error: 'TeamId is required' }).trim().min(1, 'TeamId is required').max(128);
/** A person's account email, as the organizer types it (the claim lookup lower-cases it). */
const accountEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long.')
  .pipe(z.email('Email must be an email address'));
export const userIdOrEmailRequired = 'Send either UserId or Email (exactly one)';
/** AssignTeamLeader / AssignClassTeacher: the email matches no account (404). */
export const noAccountWithEmail = 'No account uses that email.';
/** AssignClassTeacher: the account's role is not teacher (400). */
export const notATeacherAccount = 'That account is not a teacher account.';

/** The leader by user id or by account email: exactly one of the two. */
export const assignTeamLeaderRequestSchema = z
  .strictObject({
    EventId: eventIdSchema,
    TeamId: teamIdField,
    UserId: z.string({ error: 'UserId is required' }).trim().min(1, 'UserId is required').max(128).optional(),
    Email: accountEmail.optional(),
  })
  .superRefine((value, context) => {
    if ((value.UserId === undefined) === (value.Email === undefined)) {
      context.addIssue({ code: 'custom', path: ['Email'], message: userIdOrEmailRequired });
    }
  });
/** The class teacher by account email (a teacher-role account); replaces any earlier teacher. */
export const assignClassTeacherRequestSchema = z.strictObject({
  EventId: eventIdSchema,
  TeamId: teamIdField,
  Email: accountEmail,
});
export const teamSchema = z.strictObject({
  EventId: z.string(),
  TeamId: z.string(),
  Name: z.string(),
  LeaderUserId: z.string().nullable(),
  TeacherUserId: z.string().nullable(),
});
/** A team's leader or teacher on the roster: the account's display name, never its email. */
export const teamPersonSchema = z.strictObject({ UserId: z.string(), Name: z.string() }).nullable();

/** Units arrive as typed in a form: a number or its text; anything else is invalidUnits (domain). */
export const recordUnitsRequestSchema = z.strictObject({
  EventId: eventIdSchema,
  ParticipantId: z
    .string({ error: 'ParticipantId is required' })
    .trim()
    .min(1, 'ParticipantId is required')
    .max(128),
  Units: z.union([z.number(), z.string().max(20)], { error: invalidUnits }),
});
export const recordUnitsResponseSchema = z.strictObject({
  ParticipantId: z.string(),
  Units: z.number(),
  MaxUnits: z.number(),
});
export const unitsLocked = 'Units can no longer be changed: the event is completed.';

/** GET /api/events/GetThonRoster/{eventId}: the Thon with the participants the caller may record units for. */
export const thonRosterSchema = z.strictObject({
  Thon: thonSchema,
  Teams: z.array(
    z.strictObject({
      TeamId: z.string(),
      Name: z.string(),
      Leader: teamPersonSchema,
      Teacher: teamPersonSchema,
    }),
  ),
  Participants: z.array(
    z.strictObject({
      ParticipantId: z.string(),
      TeamId: z.string(),
      FirstName: z.string(),
      LastName: z.string(),
      Goal: z.number(),
      /** null until units are recorded. */
      Units: z.number().nullable(),
      /** Left off the public pages by the organizer (SetParticipantHidden). */
      HiddenFromPublic: z.boolean(),
    }),
  ),
});

/**
 * POST /api/events/SetParticipantHidden/{eventId}: the event's organizer hides a participant from
 * the public pages (or shows them again). Their money still counts in the totals.
 */
export const setParticipantHiddenRequestSchema = z.strictObject({
  ParticipantId: z
    .string({ error: 'ParticipantId is required' })
    .trim()
    .min(1, 'ParticipantId is required')
    .max(128, 'ParticipantId is too long.'),
  HiddenFromPublic: z.boolean({ error: 'HiddenFromPublic must be true or false' }),
});
export const setParticipantHiddenResponseSchema = z.strictObject({
  ParticipantId: z.string(),
  HiddenFromPublic: z.boolean(),
});
