// Ready dependencies of the public guest share: the sharing stores, and the privacy settings that
// say whether a completed Thon may still name the child (as its student page does).
import type { GuestShareDeps } from '../domain/sharing/guest-share';
import type { PublicNamesDeps } from '../domain/events/public-names';
import { environmentPrivacySettings } from '../platform/privacy-settings';
import { sharingDeps } from './sharing';

export const guestShareDeps: GuestShareDeps & PublicNamesDeps = {
  ...sharingDeps,
  privacy: environmentPrivacySettings,
};
