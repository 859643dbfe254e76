// Ready deps for hiding a donor's message: the table and CloudFront (the student page that shows
// it is invalidated).
import type { MessageVisibilityDeps } from '../domain/pledges/message-visibility';
import { pledgeMessages, pledgeReads, thonReads } from '../data/stores/pledges';
import { cloudFrontCdn } from '../platform/cdn';

export const messageVisibilityDeps: MessageVisibilityDeps = {
  pledges: pledgeReads,
  thons: thonReads,
  messages: pledgeMessages,
  cdn: cloudFrontCdn,
};
