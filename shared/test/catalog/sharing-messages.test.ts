import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/sharing-messages';

// The sharing feature's product wording, typed here character for character.
const fixed: Record<string, string> = {
  tooManyEmailRecipients: 'You can invite at most 100 people by email at once.',
  tooManySmsRecipients: 'You can text at most 30 numbers at once.',
  noRecipients: 'Add at least one email address or mobile number.',
  recipientUnsubscribed: 'This person has asked not to receive invitations.',
  numberOptedOut: 'This number has opted out of text messages.',
  recipientUndeliverable: 'Email to this address cannot be delivered.',
  inviteNotSent: 'The message could not be sent. Please try again later.',
  inviteOutcomeUnknown: 'This invitation may already have been sent; it was not sent again.',
  sendInProgress: 'This send is already in progress. Please wait a moment.',
  idempotencyKeyReusedForSend: 'This request was already used for a different send.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  templateNeedsLink: 'Include {EventUrl} so people can reach the page.',
  templatesSaved: 'The share templates were saved.',
  sharingClosed: 'Invitations can be sent while the Thon is live.',
  smsOptOutNote: 'Reply STOP to opt out.',
  inviteEmailFooter:
    'You received this email because someone invited you to support a participant on Thon. We never share your address.',
  unsubscribeLinkLabel: 'Unsubscribe from these invitations',
  shareKitNotLoaded: 'The sharing page could not be loaded. Please try again.',
};

describe('sharing messages', () => {
  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('fills in the templated ones', () => {
    expect(messages.notAnEmailAddress('a@b')).toBe('a@b is not a valid email address.');
    expect(messages.notAMobileNumber('555')).toBe('555 is not a valid mobile number.');
    expect(messages.dailyInviteCapReached(200, 'email')).toBe(
      'The limit of 200 email invitations a day for this participant has been reached. Please try again tomorrow.',
    );
    expect(messages.dailySenderInviteCapReached(120, 'text')).toBe(
      'You have reached the limit of 120 text invitations a day from one account. Please try again tomorrow.',
    );
    expect(messages.dailyEventInviteCapReached(2000, 'text')).toBe(
      'This Thon has reached its limit of 2000 text invitations a day. Please try again tomorrow.',
    );
    expect(messages.invitesSent(1, 0)).toBe('1 invitation sent.');
    expect(messages.invitesSent(3, 2)).toBe('3 invitations sent, 2 skipped.');
    expect(messages.unsubscribed('a@b.org')).toBe(
      'a@b.org will not receive any more invitations or reminders from Thon.',
    );
    expect(messages.unknownPlaceholder('Name')).toBe('{Name} is not a placeholder we know.');
    expect(messages.reminderSubject('Ava M.', 'Fun Run')).toBe(
      'Fun Run ends soon: there is still time to sponsor Ava M.',
    );
    expect(messages.reminderBody('Ava M.', 'Fun Run', '12/31/2026')).toBe(
      'Fun Run ends on 12/31/2026. Ava M. would love your support before it does.',
    );
    expect(messages.reminderLinkLabel('Ava M.')).toBe('Sponsor Ava M.');
    expect(messages.sharesTowardGoal(3, 20)).toBe('3 of 20 shares');
  });

  it('has a pin for every message', () => {
    const templated = [
      'notAnEmailAddress',
      'notAMobileNumber',
      'dailyInviteCapReached',
      'dailySenderInviteCapReached',
      'dailyEventInviteCapReached',
      'invitesSent',
      'unsubscribed',
      'unknownPlaceholder',
      'reminderSubject',
      'reminderBody',
      'reminderLinkLabel',
      'sharesTowardGoal',
    ];
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(fixed), ...templated].sort());
  });
});
