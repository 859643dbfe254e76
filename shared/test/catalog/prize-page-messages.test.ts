import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/prize-page-messages';

// The prize pages' confirmations, typed here character for character.
const fixed: Record<string, string> = {
  programmeSaved: 'The prize programme was saved.',
  challengesSaved: 'The class challenges were saved.',
  familyPhotosOn: 'Families may now add a photo; each one shows only after you approve it.',
  familyPhotosOff: 'Families can no longer add a photo.',
};
// The wording that names a child.
const named: Record<string, string> = {
  photoApproved: 'The photo of Ava Adams is approved and shows on their page.',
  photoRejected: 'The photo of Ava Adams was rejected.',
  photoTakenDown: 'The photo of Ava Adams was removed from their page.',
  messageHidden: 'The message of Ava Adams is hidden.',
  messageShown: 'The message of Ava Adams shows again.',
};

describe('prize page messages', () => {
  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it.each(Object.entries(named))('%s reads exactly as written', (name, text) => {
    const message = (messages as unknown as Record<string, (child: string) => string>)[name];
    expect(message?.('Ava Adams')).toBe(text);
  });

  it('counts awards in the singular and the plural', () => {
    expect(messages.awardsMoved(1, 'handed out')).toBe('1 award marked handed out.');
    expect(messages.awardsMoved(3, 'picked')).toBe('3 awards marked picked.');
    expect(messages.awardsRefused(1)).toBe('1 award could not be moved:');
    expect(messages.awardsRefused(2)).toBe('2 awards could not be moved:');
    expect(messages.chooseAwardsFirst('picked')).toBe('Choose awards that can be marked picked first.');
  });

  it('has a pin for every message', () => {
    const counted = ['awardsMoved', 'awardsRefused', 'chooseAwardsFirst'];
    expect(Object.keys(messages).sort()).toEqual(
      [...Object.keys(fixed), ...Object.keys(named), ...counted].sort(),
    );
  });
});
