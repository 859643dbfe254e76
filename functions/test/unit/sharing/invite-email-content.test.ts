// The invitation email's content as a rule: the unsubscribe page and the one-click URL point to the
// site's origin and carry a token for the recipient, the personal note goes first, everything typed
// by people is escaped in the HTML, and the subject stays on one line.
import { describe, expect, it } from 'vitest';
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import { inviteEmailContent } from '../../../src/domain/sharing/invite-email-content';
import { unsubscribeToken } from '../../../src/domain/sharing/unsubscribe-token';
import { testIdKey } from '../../support/in-memory/id-key';
import { fixedSite } from '../../support/in-memory/site';

const link = 'https://fun.example/student/child-1?utm_source=email';
const values = {
  ParticipantName: 'Ava <b>M</b>',
  EventName: 'Maple & Oak Run',
  EventUrl: link,
  UnitName: 'laps',
  MinUnits: '10',
  MaxUnits: '40',
};
const templates = {
  EmailSubject: 'Help\n{ParticipantName}   at {EventName}',
  EmailBody: 'Pledge for {ParticipantName}: {EventUrl}\n\nThanks!',
};

describe('invitation email content', () => {
  it('links the unsubscribe page and the one-click URL on the site origin with the recipient token', async () => {
    const idKey = testIdKey();
    const content = await inviteEmailContent(
      { idKey, site: fixedSite('https://fun.example/') },
      { templates, values, recipient: 'friend@example.org' },
    );
    const token = await unsubscribeToken(idKey, 'friend@example.org');
    expect(content.unsubscribeUrl).toBe(
      `https://fun.example/api/sharing/Unsubscribe?Token=${encodeURIComponent(token)}`,
    );
    expect(content.text).toContain(`https://fun.example/unsubscribe#t=${token}`);
    expect(content.text).toContain(inviteMessagesFor('en').inviteEmailFooter);
  });

  it('puts the personal note first, escapes the HTML and keeps the subject on one line', async () => {
    const content = await inviteEmailContent(
      { idKey: testIdKey(), site: fixedSite() },
      { templates, values, recipient: 'friend@example.org', personalNote: 'Go <i>Ava</i>!' },
    );
    expect(content.subject).toBe('Help Ava <b>M</b> at Maple & Oak Run');
    expect(content.text.split('\n\n')[0]).toBe('Go <i>Ava</i>!');
    expect(content.html).toContain('<p>Go &#60;i&#62;Ava&#60;/i&#62;!</p>');
    expect(content.html).toContain('Ava &#60;b&#62;M&#60;/b&#62;');
    expect(content.html).not.toContain('<b>');
    expect(content.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('writes the footer in the invitation language', async () => {
    const content = await inviteEmailContent(
      { idKey: testIdKey(), site: fixedSite() },
      { templates, values, recipient: 'friend@example.org', language: 'es' },
    );
    expect(content.text).toContain(inviteMessagesFor('es').inviteEmailFooter);
  });
});
