// A video link field: a YouTube or Vimeo URL (the spec's message otherwise), or '' to
// clear it. Shared by landing pages and Thons.
import * as z from 'zod';
import { videoUrlOnly } from '../../catalog/messages';
import { videoEmbedUrl } from '../../landing-pages/video-url';

export const videoUrlSchema = z
  .string()
  .trim()
  .max(300, videoUrlOnly)
  .refine((value) => value === '' || videoEmbedUrl(value) !== undefined, videoUrlOnly);
