// Event day on the wire (docs/event-day.md): bibs, counting codes, the counting page's roster and
// lap batches, corrections, settings and the projector's screen. Field names are PascalCase like
// the rest of the API; `Laps` is always a runner's counted laps after corrections.
import * as z from 'zod';
import * as m from '../../catalog/eventday-messages';
import { countingCodePattern } from '../../eventday/counting-code';
import { lapTokenPattern } from '../../eventday/lap-token';
import { eventStatusSchema } from './event-status';

const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128, `${name} is not valid`);

/** A bib's token as typed or read: case and surrounding spaces forgiven like the scan parser. */
const lapTokenField = z
  .string({ error: m.lapTokenInvalid })
  .trim()
  .toUpperCase()
  .regex(lapTokenPattern, m.lapTokenInvalid);

/** A counting code as typed or carried in the page's fragment. */
const countingCodeField = z
  .string({ error: m.countingCodeNotValid })
  .trim()
  .toUpperCase()
  .regex(countingCodePattern, m.countingCodeNotValid);

const eventCodeField = z
  .string({ error: 'EventCode is required' })
  .trim()
  .min(1, 'EventCode is required')
  .max(32, 'EventCode is not valid');

// Shared shapes
export const bibRunnerSchema = z.strictObject({
  ParticipantId: z.string(),
  FirstName: z.string(),
  LastInitial: z.string(),
  TeamId: z.string(),
  TeamName: z.string(),
  LapToken: z.string(),
  /** What the bib's QR carries: THONLAP-<token>. */
  QrPayload: z.string(),
});
export type BibRunner = z.infer<typeof bibRunnerSchema>;

export const rosterRunnerSchema = z.strictObject({
  ParticipantId: z.string(),
  FirstName: z.string(),
  LastInitial: z.string(),
  TeamId: z.string(),
  TeamName: z.string(),
  LapToken: z.string(),
  Laps: z.number().int(),
  OverMax: z.number().int(),
});
export type RosterRunner = z.infer<typeof rosterRunnerSchema>;

export const counterKinds = ['user', 'code'] as const;
export const counterSchema = z.strictObject({ Kind: z.enum(counterKinds), Name: z.string() });
export type CounterWire = z.infer<typeof counterSchema>;

export const eventDayRosterSchema = z.strictObject({
  EventId: z.string(),
  EventCode: z.string(),
  EventName: z.string(),
  Status: eventStatusSchema,
  CooldownSeconds: z.number().int(),
  MaxUnits: z.number().int(),
  TimeZone: z.string(),
  /** The counting code's expiry; null when signed in. */
  CountingUntil: z.string().nullable(),
  Counter: counterSchema,
  Runners: z.array(rosterRunnerSchema),
  ServerTime: z.string(),
});
export type EventDayRoster = z.infer<typeof eventDayRosterSchema>;

const scanIdField = z.uuid({ error: m.scanIdInvalid });

export const lapOpSchema = z.discriminatedUnion('Op', [
  z.strictObject({
    Op: z.literal('lap'),
    ScanId: scanIdField,
    LapToken: lapTokenField,
    ParticipantId: idField('ParticipantId').optional(),
    ScannedAt: z.iso.datetime({ offset: true, error: m.scannedAtInvalid }),
  }),
  z.strictObject({
    Op: z.literal('undo'),
    ScanId: scanIdField,
    ParticipantId: idField('ParticipantId'),
  }),
]);
export type LapOp = z.infer<typeof lapOpSchema>;

export const lapResults = [
  'counted',
  'duplicate',
  'over-max',
  'undone',
  'locked',
  'unknown-bib',
  'not-your-class',
  'too-late-to-undo',
  'not-found',
] as const;
export type LapResultKind = (typeof lapResults)[number];

export const lapResultSchema = z.strictObject({
  ScanId: z.string(),
  Op: z.enum(['lap', 'undo']),
  Result: z.enum(lapResults),
  ParticipantId: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastInitial: z.string().nullable(),
  Laps: z.number().int().nullable(),
  OverMax: z.number().int().nullable(),
  DuplicateOf: z.string().nullable(),
});
export type LapResult = z.infer<typeof lapResultSchema>;

export const countingCodeStatuses = ['active', 'expired', 'revoked'] as const;
export const countingCodeRowSchema = z.strictObject({
  CodeId: z.string(),
  Label: z.string(),
  CreatedAt: z.string(),
  CreatedByName: z.string(),
  ExpiresAt: z.string(),
  RevokedAt: z.string().nullable(),
  Status: z.enum(countingCodeStatuses),
});
export type CountingCodeRow = z.infer<typeof countingCodeRowSchema>;

// IssueLapTokens
export const issueLapTokensRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  /** One class's bibs; absent: every class the caller may print. */
  TeamId: idField('TeamId').optional(),
});
export const issueLapTokensResponseSchema = z.strictObject({
  EventId: z.string(),
  EventName: z.string(),
  EventCode: z.string(),
  Teams: z.array(z.strictObject({ TeamId: z.string(), Name: z.string() })),
  /** Sorted by team name, then first name. */
  Bibs: z.array(bibRunnerSchema),
});
export type IssueLapTokensResponse = z.infer<typeof issueLapTokensResponseSchema>;

// RevokeLapToken
export const revokeLapTokenRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  ParticipantId: idField('ParticipantId'),
});

// Counting codes
export const createCountingCodeRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  Label: z
    .string({ error: m.countingCodeLabelRequired })
    .trim()
    .min(1, m.countingCodeLabelRequired)
    .max(m.maxCountingCodeLabelLength, m.countingCodeLabelRequired),
});
export const createCountingCodeResponseSchema = countingCodeRowSchema.extend({
  /** The whole code, shown once: only its secret's hash is stored. */
  Code: z.string(),
  /** The counting page's path with the code in the fragment (the QR's address, after the origin). */
  CountingPath: z.string(),
});
export type CreateCountingCodeResponse = z.infer<typeof createCountingCodeResponseSchema>;

export const listCountingCodesQuerySchema = z.strictObject({ EventId: idField('EventId') });
export const listCountingCodesResponseSchema = z.strictObject({
  /** Newest first. */
  Codes: z.array(countingCodeRowSchema),
});

export const revokeCountingCodeRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  CodeId: idField('CodeId'),
});

// The roster (signed in, or with a code)
export const eventDayRosterQuerySchema = z.strictObject({ EventId: idField('EventId') });
export const openCountingCodeRequestSchema = z.strictObject({
  EventCode: eventCodeField,
  Code: countingCodeField,
});

// Lap batches
const lapOpsField = z
  .array(lapOpSchema, { error: m.lapOpsCount })
  .min(1, m.lapOpsCount)
  .max(m.maxLapOpsPerBatch, m.lapOpsCount);
export const recordLapsRequestSchema = z.strictObject({ EventId: idField('EventId'), Ops: lapOpsField });
export const recordLapsWithCodeRequestSchema = z.strictObject({
  EventCode: eventCodeField,
  Code: countingCodeField,
  Ops: lapOpsField,
});
export const recordLapsResponseSchema = z.strictObject({
  Results: z.array(lapResultSchema),
  ServerTime: z.string(),
});
export type RecordLapsResponse = z.infer<typeof recordLapsResponseSchema>;

// One runner's laps
export const listRunnerLapsQuerySchema = z.strictObject({
  EventId: idField('EventId'),
  ParticipantId: idField('ParticipantId'),
});
export const listRunnerLapsResponseSchema = z.strictObject({
  Runner: rosterRunnerSchema.extend({ Duplicates: z.number().int(), Adjustment: z.number().int() }),
  /** Newest first. */
  Scans: z.array(
    z.strictObject({
      ScanId: z.string(),
      ScannedAt: z.string(),
      ReceivedAt: z.string(),
      Result: z.enum(lapResults),
      CountedBy: counterSchema,
      DuplicateOf: z.string().nullable(),
    }),
  ),
});
export type ListRunnerLapsResponse = z.infer<typeof listRunnerLapsResponseSchema>;

// Corrections
export const correctLapCountRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  ParticipantId: idField('ParticipantId'),
  Laps: z.number({ error: m.lapCountInvalid }).int(m.lapCountInvalid).min(0, m.lapCountInvalid),
  Reason: z
    .string({ error: m.correctionReasonInvalid })
    .trim()
    .min(m.minCorrectionReasonLength, m.correctionReasonInvalid)
    .max(m.maxCorrectionReasonLength, m.correctionReasonInvalid),
});

// Settings
const cooldownField = z
  .number({ error: m.cooldownInvalid })
  .int(m.cooldownInvalid)
  .min(m.minCooldownSeconds, m.cooldownInvalid)
  .max(m.maxCooldownSeconds, m.cooldownInvalid);
export const updateEventDaySettingsRequestSchema = z.strictObject({
  EventId: idField('EventId'),
  CooldownSeconds: cooldownField,
});
export const eventDaySettingsSchema = z.strictObject({
  EventId: z.string(),
  CooldownSeconds: z.number().int(),
});

// The projector's screen
export const eventDayScreenPathSchema = z.strictObject({ eventCode: eventCodeField });
export const eventDayScreenSchema = z.strictObject({
  EventName: z.string(),
  Status: eventStatusSchema,
  TotalLaps: z.number().int(),
  /** Participants with at least one lap. */
  Runners: z.number().int(),
  Participants: z.number().int(),
  /** The Thon's total raised. */
  RaisedCents: z.number().int(),
  Classes: z.array(
    z.strictObject({
      TeamId: z.string(),
      Name: z.string(),
      Laps: z.number().int(),
      Runners: z.number().int(),
      Participants: z.number().int(),
      /** Runners / participants in percent, rounded down. */
      ParticipationPercent: z.number().int(),
    }),
  ),
  /** Newest first, at most 8. */
  RecentLaps: z.array(
    z.strictObject({
      FirstName: z.string(),
      LastInitial: z.string(),
      TeamName: z.string(),
      Lap: z.number().int(),
      At: z.string(),
    }),
  ),
  GeneratedAt: z.string(),
});
export type EventDayScreen = z.infer<typeof eventDayScreenSchema>;
