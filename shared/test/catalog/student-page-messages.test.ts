import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/student-page-messages';
import { spanishStudentPageMessages } from '@thon/shared/catalog/student-page-messages.es';

// The student page's family and review wording, typed here character for character.
const expected: Record<string, string | number> = {
  maxStudentPageMessageLength: 280,
  studentPageMessageTooLong: 'A message can be at most 280 characters.',
  studentPageMessageHasLink: "Please leave links out of the message: a student's page does not show links.",
  studentPhotoConsentRequired: 'Please confirm you agree to show this photo on the page.',
  familyPhotosNotAllowed: 'This Thon does not allow photos.',
  studentPhotoTypeNotAllowed: 'Please choose a JPEG, PNG or WebP photo.',
  studentPageNotEditable: "You cannot change this student's page.",
  studentPhotoUploadNotFound: 'This photo upload was not found. Please upload the photo again.',
  studentPhotoChanged:
    'This photo was replaced or removed after you loaded it. Reload to see the current photo.',
  studentPageDecisionRequired: 'Choose a photo decision or whether to hide the message.',
  studentPhotoIdRequired: 'PhotoId is required with a photo decision.',
};
/** What a parent reads (their dashboard is translated); the review's wording is staff-facing. */
const familyFacing = [
  'studentPageMessageTooLong',
  'studentPageMessageHasLink',
  'studentPhotoConsentRequired',
  'familyPhotosNotAllowed',
  'studentPhotoTypeNotAllowed',
  'studentPageNotEditable',
  'studentPhotoUploadNotFound',
];

describe('student page messages', () => {
  it.each(Object.entries(expected))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('has a pin for every message', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(expected).sort());
  });

  it('says every family-facing message in Spanish, and nothing else', () => {
    const english = spanishStudentPageMessages.map(([text]) => text);
    expect(english.sort()).toEqual(familyFacing.map((name) => expected[name]).sort());
    for (const [text, spanish] of spanishStudentPageMessages) expect(spanish, text).not.toBe(text);
  });
});
