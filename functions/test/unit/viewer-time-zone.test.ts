// Dates the server writes for a person (spec sections 5 and 7): in the time zone the request's
// X-Time-Zone names, UTC (named in the text) when it names none.
import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../src/domain/support/contact-message-text';
import { fallbackTimeZone, viewerTimeZone } from '../../src/platform/viewer-time-zone';

const withZone = (value: string | undefined) => ({ headers: { 'x-time-zone': value } });

describe('the viewer’s time zone', () => {
  it('is the X-Time-Zone header when it names a known IANA zone', () => {
    expect(viewerTimeZone(withZone('America/Chicago'))).toBe('America/Chicago');
    expect(viewerTimeZone(withZone(' Asia/Kolkata '))).toBe('Asia/Kolkata');
  });

  it.each([undefined, '', 'Mars/Olympus_Mons', 'GMT+5; DROP TABLE', `America/${'x'.repeat(80)}`])(
    'is UTC when the header is %j',
    (value) => expect(viewerTimeZone(withZone(value))).toBe(fallbackTimeZone),
  );

  it('is UTC for a request with no headers at all', () => {
    expect(viewerTimeZone({})).toBe('UTC');
  });
});

describe('the contact message support reads', () => {
  const request = { From: 'pat@example.com', FromName: 'Pat Lee', Message: 'The roster is empty.' };
  // 04:59 UTC on 1 January is still New Year's Eve in Chicago.
  const at = new Date('2025-01-01T04:59:00Z');

  it('says when it was sent, MM/dd/yyyy hh:mm a in the sender’s zone, and names the zone', () => {
    const text = contactMessageText(request, 'Bug', ['shot.png', 'log.txt'], {
      at,
      timeZone: 'America/Chicago',
    });
    expect(text.split('\n')).toEqual([
      'From: Pat Lee <pat@example.com>',
      'Sent: 12/31/2024 10:59 PM (America/Chicago)',
      'Issue type: Bug',
      'Attachments: shot.png, log.txt',
      '',
      'The roster is empty.',
    ]);
  });

  it('writes the same instant in another sender’s zone, and leaves out an empty attachment line', () => {
    const text = contactMessageText(request, 'Question', [], { at, timeZone: 'Asia/Kolkata' });
    expect(text).toContain('Sent: 01/01/2025 10:29 AM (Asia/Kolkata)');
    expect(text).not.toContain('Attachments:');
  });
});
