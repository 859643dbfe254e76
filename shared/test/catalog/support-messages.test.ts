import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/support-messages';
import { maxAttachmentBytes, maxContactRequestBytes } from '@thon/shared/catalog/support';

// The contact form's product wording, typed here character for character.
const fixed: Record<string, string> = {
  attachmentLimitNote:
    'Attach PNG or JPEG images, PDF or plain text (.txt, .log) files: at most 10 files and 4 MB in total, the most one message can carry through our servers.',
  tooManyAttachments: 'Please attach at most 10 files.',
  issueTypeNotOffered: 'Please choose one of the listed issue types.',
  captchaNotSolved: 'Please tick the box to show you are not a robot.',
  captchaLoadFailed: 'The captcha could not be loaded. Please reload the page.',
  supportSenderName: 'Thon Support',
  ticketNotCreatedNote: 'Jira: the ticket could not be created; please create it from this email.',
  contactReceiptSubject: 'We received your message',
  contactReceiptText:
    'Thank you for contacting Thon support. We received your message and will reply to this address. If you did not write to us, you can ignore this email.',
  tooManyContactMessages: 'Many messages were sent from your network. Please try again in 15 minutes.',
};

describe('support messages', () => {
  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('fills in the templated ones', () => {
    expect(messages.attachmentTypeNotAllowed('virus.exe')).toBe(
      'virus.exe cannot be attached: only PNG and JPEG images, PDF and plain text (.txt, .log) files are accepted.',
    );
    expect(messages.contactFieldTooLong('Subject')).toBe('Please keep this to 200 characters.');
    expect(messages.contactEmailSubject('Help')).toBe('Support request: Help');
  });

  it('keeps the whole request, base64-encoded as API Gateway hands it over, within Lambda’s 6 MB event', () => {
    // 5 MB of files cannot arrive at all: base64 makes 6,990,507 bytes of them.
    expect(Math.ceil((5 * 1024 * 1024) / 3) * 4).toBeGreaterThan(6 * 1024 * 1024);
    expect(maxAttachmentBytes).toBe(4 * 1024 * 1024);
    // The whole body, encoded, leaves room for the event's headers and context.
    expect(Math.ceil(maxContactRequestBytes / 3) * 4).toBeLessThan(6 * 1024 * 1024 - 300 * 1024);
  });
});
