// A student page a family makes its own (docs/prizes.md): the family's message and photo, the
// organizer's review queue and decisions, and the Thon's photo switch.
import * as z from 'zod';
import { fileSizeLimitExceeded } from '../../catalog/messages';
import {
  maxStudentPageMessageLength,
  studentPageDecisionRequired,
  studentPageMessageHasLink,
  studentPageMessageTooLong,
  studentPhotoConsentRequired,
  studentPhotoIdRequired,
  studentPhotoTypeNotAllowed,
} from '../../catalog/student-page-messages';
import { maxImageBytes } from '../../catalog/uploads';
import { requiredId } from './required-fields';

/** A link in any form a reader could follow: a child's page must not send visitors elsewhere. */
const linkPattern = /https?:\/\/|www\./iu;

export const studentPageMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .max(maxStudentPageMessageLength, studentPageMessageTooLong)
  .refine((message) => !linkPattern.test(message), studentPageMessageHasLink);

export const studentPhotoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const studentPhotoStatuses = ['pending', 'approved', 'rejected'] as const;

/** '' removes the message. */
export const setStudentPageMessageRequestSchema = z.strictObject({
  ParticipantId: requiredId('ParticipantId'),
  Message: studentPageMessageSchema,
});
export type SetStudentPageMessageRequest = z.infer<typeof setStudentPageMessageRequestSchema>;

/** A participant's family message and photo as the writes answer them. */
export const studentPageStateSchema = z.strictObject({
  ParticipantId: z.string(),
  /** Absent when there is none. */
  Message: z.string().optional(),
  /** The organizer hid the message: stored, not shown. A new message keeps it hidden. */
  Hidden: z.boolean(),
  /** Absent when there is no photo. */
  PhotoStatus: z.enum(studentPhotoStatuses).optional(),
  /** The published photo, once approved. */
  PhotoUrl: z.string().optional(),
});
export type StudentPageState = z.infer<typeof studentPageStateSchema>;

export const studentPhotoUploadRequestSchema = z.strictObject({
  ParticipantId: requiredId('ParticipantId'),
  ContentType: z.enum(studentPhotoContentTypes, { error: studentPhotoTypeNotAllowed }),
  Size: z.number().int().positive(studentPhotoTypeNotAllowed).max(maxImageBytes, fileSizeLimitExceeded),
  Consent: z.literal(true, { error: studentPhotoConsentRequired }),
});
export type StudentPhotoUploadRequest = z.infer<typeof studentPhotoUploadRequestSchema>;

export const studentPhotoUploadSchema = z.strictObject({
  /** What ConfirmStudentPhotoUpload takes back. */
  UploadKey: z.string(),
  /** The presigned POST: the browser posts Fields then the file to Url, straight to S3. */
  Url: z.string(),
  Fields: z.object({}).catchall(z.string()),
  MaxBytes: z.number().int(),
  ExpiresAt: z.string(),
});
export type StudentPhotoUpload = z.infer<typeof studentPhotoUploadSchema>;

export const confirmStudentPhotoUploadRequestSchema = z.strictObject({
  ParticipantId: requiredId('ParticipantId'),
  UploadKey: requiredId('UploadKey'),
});
export type ConfirmStudentPhotoUploadRequest = z.infer<typeof confirmStudentPhotoUploadRequestSchema>;

export const participantOnlyRequestSchema = z.strictObject({ ParticipantId: requiredId('ParticipantId') });
export type ParticipantOnlyRequest = z.infer<typeof participantOnlyRequestSchema>;

export const studentPageReviewsQuerySchema = z.strictObject({ ThonId: requiredId('ThonId') });
export type StudentPageReviewsQuery = z.infer<typeof studentPageReviewsQuerySchema>;

export const studentPageReviewsSchema = z.strictObject({
  FamilyPhotosAllowed: z.boolean(),
  /** Photos waiting for a decision. */
  Photos: z.array(
    z.strictObject({
      ParticipantId: z.string(),
      /** The photo under review: ModerateStudentPage decides on this one only. */
      PhotoId: z.string(),
      Name: z.string(),
      ClassName: z.string().optional(),
      /** A presigned GET of the private photo, valid five minutes. */
      PreviewUrl: z.string(),
    }),
  ),
  /** Photos shown on student pages (approved): a worker can still take one down (RemoveStudentPhoto). */
  Published: z.array(
    z.strictObject({
      ParticipantId: z.string(),
      Name: z.string(),
      ClassName: z.string().optional(),
      PhotoUrl: z.string(),
    }),
  ),
  /** Every family message, hidden ones included. */
  Messages: z.array(
    z.strictObject({
      ParticipantId: z.string(),
      Name: z.string(),
      ClassName: z.string().optional(),
      Message: z.string(),
      Hidden: z.boolean(),
    }),
  ),
});
export type StudentPageReviews = z.infer<typeof studentPageReviewsSchema>;

export const moderateStudentPageRequestSchema = z
  .strictObject({
    ParticipantId: requiredId('ParticipantId'),
    Photo: z.enum(['approve', 'reject']).optional(),
    /**
     * The PhotoId the review listed: a decision applies to the photo the organizer saw, never to
     * one the family put in its place since (409).
     */
    PhotoId: z.string().trim().max(128).optional(),
    MessageHidden: z.boolean().optional(),
  })
  .refine((body) => body.Photo !== undefined || body.MessageHidden !== undefined, studentPageDecisionRequired)
  .refine((body) => body.Photo === undefined || Boolean(body.PhotoId), {
    message: studentPhotoIdRequired,
    path: ['PhotoId'],
  });
export type ModerateStudentPageRequest = z.infer<typeof moderateStudentPageRequestSchema>;

export const setFamilyPhotosAllowedRequestSchema = z.strictObject({
  ThonId: requiredId('ThonId'),
  Allowed: z.boolean({ error: 'Allowed must be true or false' }),
});
export type SetFamilyPhotosAllowedRequest = z.infer<typeof setFamilyPhotosAllowedRequestSchema>;

export const familyPhotosAllowedSchema = z.strictObject({
  ThonId: z.string(),
  FamilyPhotosAllowed: z.boolean(),
});
export type FamilyPhotosAllowed = z.infer<typeof familyPhotosAllowedSchema>;
