// Pledges and donations. Amounts cross the API in dollars (what people type and read)
// with at most 2 decimals; past the edge everything is integer cents (shared/src/pledges/cents).
// Donor emails and phones appear only in the donor's own view and the organizer's report.
import * as z from 'zod';
import { maxCommissionPercent } from '../../catalog/donations';
import {
  commissionTooHigh,
  invalidCaptcha,
  mobileNumberLength,
  mustAgreeToTerms,
  selectParticipant,
  valueNotValid,
} from '../../catalog/messages';
import { defaultItemsPerPage } from '../../catalog/limits';
import { emailPattern, fullNamePattern, usPhonePattern } from '../../catalog/patterns';
import { eventStatusSchema } from './event-status';
import { payoutStateSchema } from './payout-state';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128);

/**
 * The ALTCHA solution (GetCaptchaChallenge's challenge, solved in the browser), sent only after
 * a 429 `CaptchaRequired`: too many cards were tried from the donor's network.
 */
const captchaSolutionSchema = z
  .string({ error: invalidCaptcha })
  .min(1, invalidCaptcha)
  .max(10_000, invalidCaptcha);

/** Dollars with at most 2 decimals (spec section 5's money pattern), below a sane ceiling. */
export const dollarsSchema = z
  .number({ error: valueNotValid })
  .positive(valueNotValid)
  .max(100_000, valueNotValid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, valueNotValid);

export const pledgeKinds = ['PerUnit', 'Flat', 'Offline'] as const;
export const pledgeKindSchema = z.enum(pledgeKinds);
export type PledgeKind = z.infer<typeof pledgeKindSchema>;

/**
 * A pledge's life, from CreatePledge through processing. Pending: a rate above the threshold
 * waits for the donor's email confirmation. Scheduled: a per-unit pledge with a saved card, to be
 * charged when units are final. Charged: money taken (a flat gift at once). Offline: cash or check
 * an organizer recorded, never charged.
 */
export const pledgeStatuses = [
  'Pending',
  'Scheduled',
  'Charging',
  'Charged',
  'Failed',
  'RequiresAction',
  'BelowMinimum',
  'Offline',
  'Cancelled',
  'Refunded',
  /** The donor's bank disputed the charge: out of raised, the organizer told. */
  'Disputed',
  /** A charge claim too old to replay with its provider key: waits for a super admin's decision. */
  'NeedsReview',
] as const;
export const pledgeStatusSchema = z.enum(pledgeStatuses);
export type PledgeStatus = z.infer<typeof pledgeStatusSchema>;

export const participantPledgePathSchema = z.strictObject({ participantId: id('participantId') });
export const eventPledgePathSchema = z.strictObject({ eventId: id('eventId') });

/** Everything the pledge form needs, public: amounts in dollars. */
export const pledgeOptionsSchema = z.strictObject({
  ParticipantId: z.string(),
  /** First name and last initial. */
  DisplayName: z.string(),
  EventId: z.string(),
  EventName: z.string(),
  EventStatus: eventStatusSchema,
  OrganizationName: z.string(),
  UnitName: z.string(),
  /** The event's maximum units (max-units table by participant count, or the Thon's own). */
  MaxUnits: z.number().int(),
  Units: z.number(),
  SuggestedPerUnit: z.array(z.number()),
  SuggestedFlat: z.array(z.number()),
  MinimumRate: z.number(),
  MinimumGift: z.number(),
  MinimumTransaction: z.number(),
  /** A rate above this waits for the donor's confirmation from the email link. */
  PendingAboveRate: z.number(),
  CommissionPercent: z.number(),
  ProcessingExpense: z.number(),
  PledgesOpen: z.boolean(),
  /** Why pledges are closed (catalogue wording), when they are. */
  ClosedReason: z.string().optional(),
});

const donorSchema = z.strictObject({
  FirstName: z.string({ error: valueNotValid }).trim().min(1, valueNotValid).max(30, valueNotValid),
  LastName: z.string({ error: valueNotValid }).trim().min(1, valueNotValid).max(30, valueNotValid),
  Email: z.string({ error: valueNotValid }).trim().max(254, valueNotValid).regex(emailPattern, valueNotValid),
  Phone: z.string().trim().regex(usPhonePattern, mobileNumberLength).optional(),
});

/** A donor's full name must read as one (spec section 5: at least two words, at most 60). */
const withFullName = <T extends { Donor: { FirstName: string; LastName: string } }>(value: T) =>
  fullNamePattern.test(`${value.Donor.FirstName} ${value.Donor.LastName}`.replace(/\s+/g, ' '));

export const createPledgeRequestSchema = z
  .strictObject({
    ParticipantId: z.string({ error: selectParticipant }).trim().min(1, selectParticipant).max(128),
    Kind: z.enum(['PerUnit', 'Flat'], { error: 'Kind must be PerUnit or Flat' }),
    /** The rate per unit (PerUnit) or the gift (Flat), in dollars. */
    Amount: dollarsSchema,
    /** The donor's cap in units (PerUnit only). */
    MaxUnits: z.number().int(valueNotValid).min(1, valueNotValid).max(100_000, valueNotValid).optional(),
    Donor: donorSchema,
    Message: z.string().trim().max(280, 'Messages are at most 280 characters.').optional(),
    Anonymous: z.boolean().default(false),
    CoverExpense: z.boolean().default(false),
    AgreeToTerms: z.literal(true, { error: mustAgreeToTerms }),
    /** The provider's payment method id (pm_...), created in the browser; never card data. */
    PaymentMethodId: z
      .string({ error: 'PaymentMethodId is required' })
      .trim()
      .regex(/^pm_\w{1,120}$/, 'PaymentMethodId is not valid'),
    VisitId: z.string().trim().max(128).optional(),
    Captcha: captchaSolutionSchema.optional(),
  })
  .refine(withFullName, { message: valueNotValid, path: ['Donor', 'LastName'] })
  .refine((value) => value.Kind === 'PerUnit' || value.MaxUnits === undefined, {
    message: 'MaxUnits applies to per-unit pledges only',
    path: ['MaxUnits'],
  });

/** Where the money goes, in dollars (for the amount, or a per-unit pledge's maximum). */
export const breakdownSchema = z.strictObject({
  DonorPays: z.number(),
  School: z.number(),
  Commission: z.number(),
  Expense: z.number(),
});

export const createdPledgeSchema = z.strictObject({
  PledgeId: z.string(),
  Status: pledgeStatusSchema,
  Kind: pledgeKindSchema,
  /** Rate per unit or gift, dollars. */
  Amount: z.number(),
  /** Units the pledge may count (donor's cap or the event's maximum); PerUnit only. */
  CountableUnits: z.number().optional(),
  /** The most a per-unit pledge can cost, or the gift. */
  MaximumAmount: z.number(),
  Breakdown: breakdownSchema,
  DisplayName: z.string(),
  EventName: z.string(),
  UnitName: z.string(),
  /** The donor's own address, to say where the confirmation went. */
  Email: z.string(),
});

/** One pledge as the participant's side (participant, parents, teacher, organizer) reads it. */
export const pledgeSummarySchema = z.strictObject({
  PledgeId: z.string(),
  Kind: pledgeKindSchema,
  Status: pledgeStatusSchema,
  /** "Anonymous" when the donor chose it (organizers see the name in their report). */
  DonorName: z.string(),
  Amount: z.number(),
  MaxUnits: z.number().optional(),
  /** Per-unit: rate x min(current units, cap); otherwise the amount. */
  Estimated: z.number(),
  Message: z.string().optional(),
  /** The organizer hid the message from the public pages. */
  MessageHidden: z.boolean().optional(),
  CreatedAt: z.string(),
});

/** SetPledgeMessageHidden: an organizer hides a donor's message from the public pages, or shows it. */
export const setPledgeMessageHiddenRequestSchema = z.strictObject({
  PledgeId: id('PledgeId'),
  MessageHidden: z.boolean({ error: 'MessageHidden must be true or false' }),
});
export const setPledgeMessageHiddenResponseSchema = z.strictObject({
  PledgeId: z.string(),
  MessageHidden: z.boolean(),
});

export const participantPledgesSchema = z.strictObject({
  ParticipantId: z.string(),
  DisplayName: z.string(),
  EventName: z.string(),
  UnitName: z.string(),
  Units: z.number(),
  Raised: z.number(),
  Pledged: z.number(),
  Pledges: z.array(pledgeSummarySchema),
});

export const myPledgesSchema = z.strictObject({
  /** Pledges the signed-in user made (matched by their account's email). */
  Made: z.array(
    pledgeSummarySchema.extend({ ParticipantName: z.string(), EventName: z.string(), UnitName: z.string() }),
  ),
  /** For a parent: each child's pledges received. */
  Received: z.array(participantPledgesSchema),
});

export const thonPledgesQuerySchema = z.strictObject({
  Page: z.coerce.number().int().min(1).default(1),
  /** The catalogue's default page size unless the caller asks for another (the CSV export asks for all). */
  PageSize: z.coerce.number().int().min(1).max(10_000).default(defaultItemsPerPage),
  Status: pledgeStatusSchema.optional(),
  Kind: pledgeKindSchema.optional(),
  TeamId: z.string().trim().max(128).optional(),
  Source: z.string().trim().max(100).optional(),
});

export const thonPledgeRowSchema = pledgeSummarySchema.extend({
  ParticipantId: z.string(),
  ParticipantName: z.string(),
  TeamId: z.string(),
  TeamName: z.string(),
  DonorEmail: z.string(),
  DonorPhone: z.string().optional(),
  Anonymous: z.boolean(),
  Source: z.string().optional(),
  Medium: z.string().optional(),
  Campaign: z.string().optional(),
  Reference: z.string().optional(),
  /** The donor's bank opened a dispute on the charge. */
  Disputed: z.boolean().optional(),
});

export const thonPledgesSchema = z.strictObject({
  EventId: z.string(),
  Page: z.number(),
  PageSize: z.number(),
  Total: z.number(),
  Totals: z.strictObject({ Raised: z.number(), Pledged: z.number(), Count: z.number() }),
  /** Pledges and dollars per campaign source ('direct' when none). */
  BySource: z.array(z.strictObject({ Source: z.string(), Count: z.number(), Amount: z.number() })),
  Pledges: z.array(thonPledgeRowSchema),
});

/** The donor's own pledge, read with the emailed manage link's token (header). */
export const donorPledgeSchema = z.strictObject({
  PledgeId: z.string(),
  Kind: pledgeKindSchema,
  Status: pledgeStatusSchema,
  Amount: z.number(),
  MaxUnits: z.number().optional(),
  CountableUnits: z.number().optional(),
  MaximumAmount: z.number(),
  EventMaxUnits: z.number(),
  Breakdown: breakdownSchema,
  CoverExpense: z.boolean(),
  DisplayName: z.string(),
  EventName: z.string(),
  UnitName: z.string(),
  MinimumRate: z.number(),
  PendingAboveRate: z.number(),
  DonorName: z.string(),
  Email: z.string(),
  CardLast4: z.string().optional(),
  /** Changes and cancelling are allowed until the event completes. */
  Editable: z.boolean(),
  /**
   * The charge failed or needs the bank's confirmation: the donor may give another card,
   * which is charged again at once.
   */
  CardUpdatable: z.boolean().default(false),
});

export const updatePledgeRequestSchema = z.strictObject({
  Amount: dollarsSchema.optional(),
  /** null removes the cap. */
  MaxUnits: z
    .number()
    .int(valueNotValid)
    .min(1, valueNotValid)
    .max(100_000, valueNotValid)
    .nullable()
    .optional(),
  PaymentMethodId: z
    .string()
    .trim()
    .regex(/^pm_\w{1,120}$/, 'PaymentMethodId is not valid')
    .optional(),
  CoverExpense: z.boolean().optional(),
  /** With a new card, after a 429 `CaptchaRequired`. */
  Captcha: captchaSolutionSchema.optional(),
});
export const noBodySchema = z.strictObject({});

export const offlineMethods = ['Cash', 'Check'] as const;
export const recordOfflinePledgeRequestSchema = z.strictObject({
  ParticipantId: z.string({ error: selectParticipant }).trim().min(1, selectParticipant).max(128),
  Amount: dollarsSchema,
  Method: z.enum(offlineMethods, { error: 'Method must be Cash or Check' }),
  /** Check number or receipt reference. */
  Reference: z.string().trim().max(60, valueNotValid).optional(),
  DonorName: z.string().trim().min(1, valueNotValid).max(60, valueNotValid),
  DonorEmail: z.string().trim().max(254).regex(emailPattern, valueNotValid).optional(),
  Message: z.string().trim().max(280).optional(),
  Anonymous: z.boolean().default(false),
});

/** Payout account (Stripe Connect) and per-event pledge settings, for the organizer's Thon page. */
export { payoutStatuses } from './payout-state';
export const pledgeSettingsSchema = z.strictObject({
  EventId: z.string(),
  InitialPledgeMinimum: z.number(),
  OneTimeGiftMinimum: z.number(),
  CommissionPercent: z.number(),
  /** Only a super admin sets the commission. */
  CanEditCommission: z.boolean(),
  /** The organization's tax statement, printed on donors' receipts ('' when none). */
  TaxStatement: z.string().default(''),
  Payout: payoutStateSchema,
});

export const updatePledgeSettingsRequestSchema = z.strictObject({
  TaxStatement: z.string().trim().max(300, 'The tax statement is at most 300 characters.').optional(),
  InitialPledgeMinimum: dollarsSchema.optional(),
  OneTimeGiftMinimum: dollarsSchema.optional(),
  CommissionPercent: z
    .number({ error: valueNotValid })
    .min(0, valueNotValid)
    .max(maxCommissionPercent, commissionTooHigh)
    .optional(),
});

export const payoutOnboardingSchema = z.strictObject({ Url: z.string() });

/** CompleteParticipant: an organizer makes one participant's units final. */
export const completeParticipantRequestSchema = z.strictObject({
  ParticipantId: z.string({ error: selectParticipant }).trim().min(1, selectParticipant).max(128),
});
export const completeParticipantResponseSchema = z.strictObject({
  ParticipantId: z.string(),
  /** Pledges queued for charging (each is charged within the 2-hour promise). */
  Queued: z.number(),
});

/** GetProcessingReport: where the Thon's pledges stand while and after they are charged. */
const countAndSum = z.strictObject({ Count: z.number(), Amount: z.number() });
export const processingReportSchema = z.strictObject({
  EventId: z.string(),
  EventStatus: eventStatusSchema,
  /** Settled pledges (charged, failed, needing action, below minimum) over all per-unit pledges, 0-100. */
  Progress: z.number().int().min(0).max(100),
  /** True when every pledge is settled and some failed or wait for their donor. */
  NeedsReview: z.boolean(),
  /** The spec's message when NeedsReview. */
  Message: z.string().optional(),
  ByStatus: z.array(countAndSum.extend({ Status: pledgeStatusSchema })),
  ByTeam: z.array(countAndSum.extend({ TeamId: z.string(), TeamName: z.string() })),
  BySource: z.array(countAndSum.extend({ Source: z.string() })),
});

export const retryFailedChargesResponseSchema = z.strictObject({ EventId: z.string(), Queued: z.number() });

export const refundPledgeRequestSchema = z.strictObject({
  PledgeId: z.string({ error: 'PledgeId is required' }).trim().min(1, 'PledgeId is required').max(128),
  /** Dollars; absent refunds the whole unrefunded amount. */
  Amount: dollarsSchema.optional(),
});
