import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/landing-page-messages';

// The landing pages' product wording, typed here character for character.
const fixed: Record<string, string> = {
  landingUrlInvalid: 'Use 3 to 60 lowercase letters, digits and single hyphens.',
  landingUrlAvailable: 'This URL is available.',
  noSuchLandingPage: 'No such landing page.',
  uploadNotFound: 'The image upload was not found. Please upload the image again.',
  landingPageSaved: 'The landing page was saved.',
  landingPageDeleted: 'The landing page was deleted.',
  imageUploaded: 'The image was uploaded.',
  uploadCancelled: 'The upload was cancelled.',
  watchTheVideo: 'Watch the video',
};

describe('landing page messages', () => {
  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('has a pin for every message', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(fixed).sort());
  });
});
