// Landing pages: a vanity page per event or team (url, title, sub-title, quote, team
// bio, image, video), and the image upload that goes straight from the browser to S3 (presigned
// POST), then is checked and published by ConfirmImageUpload.
import * as z from 'zod';
import { landingUrlInvalid } from '../../catalog/landing-page-messages';
import { fileSizeLimitExceeded, fileTypeNotAllowed } from '../../catalog/messages';
import { allowedUploadContentTypes, maxImageBytes } from '../../catalog/uploads';
import { landingUrlPattern, normalizeLandingUrl } from '../../landing-pages/landing-url';
import { videoUrlSchema } from './video-url';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(128);

const text = (name: string, max: number) =>
  z.string().trim().max(max, `${name} can be at most ${max} characters.`);

export const landingUrlSchema = z
  .string({ error: 'Url is required' })
  .transform(normalizeLandingUrl)
  .pipe(z.string().regex(landingUrlPattern, landingUrlInvalid));

const landingPageFields = {
  Url: landingUrlSchema,
  Title: text('Title', 100).min(1, 'Title is required'),
  SubTitle: text('SubTitle', 150).optional(),
  Quote: text('Quote', 500).optional(),
  TeamBio: text('TeamBio', 2000).optional(),
  /** The key ConfirmImageUpload answered; '' removes the image. */
  ImageKey: z.string().trim().max(200).optional(),
  VideoUrl: videoUrlSchema.optional(),
};

export const addLandingPageRequestSchema = z.strictObject({
  EventId: id('EventId'),
  /** A team's page (its team leader manages it); without it, the event's page. */
  TeamId: id('TeamId').optional(),
  ...landingPageFields,
});

export const updateLandingPageRequestSchema = z.strictObject({
  LandingPageId: id('LandingPageId'),
  ...landingPageFields,
});

export const landingPageIdPathSchema = z.strictObject({ id: id('id') });
export const landingUrlPathSchema = z.strictObject({ url: z.string().trim().min(1).max(100) });
export const landingUrlForUpdatePathSchema = z.strictObject({
  id: id('id'),
  url: z.string().trim().min(1).max(100),
});

export const landingPageSchema = z.strictObject({
  LandingPageId: z.string(),
  Url: z.string(),
  Title: z.string(),
  SubTitle: z.string().optional(),
  Quote: z.string().optional(),
  TeamBio: z.string().optional(),
  ImageKey: z.string().optional(),
  /** Where the published image is served (CloudFront, long immutable cache). */
  ImageUrl: z.string().optional(),
  VideoUrl: z.string().optional(),
  /** The privacy-enhanced player (youtube-nocookie, Vimeo with dnt). */
  VideoEmbedUrl: z.string().optional(),
  EventId: z.string(),
  EventCode: z.string(),
  EventName: z.string(),
  TeamId: z.string().optional(),
  TeamName: z.string().optional(),
  UpdatedAt: z.string(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const landingPagesSchema = z.strictObject({ LandingPages: z.array(landingPageSchema) });

/** The public page: what a visitor sees (no owners, no keys). */
export const publicLandingPageSchema = landingPageSchema.omit({ ImageKey: true, UpdatedAt: true });

/** The spec's availability answer: true when the url can be taken. */
export const landingUrlAvailabilitySchema = z.strictObject({
  Available: z.boolean(),
  /** Why not, in words to show (the spec's 'URL already exists. Please try another.'). */
  Message: z.string().optional(),
});

export const deletedLandingPageSchema = z.strictObject({ Deleted: z.literal(true) });

export const imageUploadRequestSchema = z.strictObject({
  FileName: z.string().trim().min(1).max(255),
  ContentType: z.enum(allowedUploadContentTypes, { error: fileTypeNotAllowed }),
  Size: z.number().int().positive(fileTypeNotAllowed).max(maxImageBytes, fileSizeLimitExceeded),
});

export const imageUploadSchema = z.strictObject({
  UploadId: z.string(),
  /** The presigned POST: the browser posts Fields then the file to Url, straight to S3. */
  Url: z.string(),
  // catchall, not z.record: record would add its code to the zod chunk every page downloads.
  Fields: z.object({}).catchall(z.string()),
  MaxBytes: z.number().int(),
  ExpiresAt: z.string(),
});

export const confirmImageUploadRequestSchema = z.strictObject({ UploadId: id('UploadId') });

export const confirmedImageSchema = z.strictObject({
  ImageKey: z.string(),
  ImageUrl: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
