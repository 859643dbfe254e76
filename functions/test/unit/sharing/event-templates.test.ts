// The organizer's share templates on in-memory ports: the answer carries our defaults and sample
// values whose link points to the site's origin; a save bumps the version and stamps the clock's
// time; only the event's organizer may read or change them.
import { describe, expect, it } from 'vitest';
import { defaultShareTemplates } from '@thon/shared/sharing/share-templates';
import { NotFound } from '../../../src/domain/errors';
import { getEventTemplates, updateEventTemplates } from '../../../src/domain/sharing/event-templates';
import { fixedSite } from '../../support/in-memory/site';
import { organizer, parent, sharingWorld } from './sharing-fixture';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const edited = {
  EmailSubject: 'Help {ParticipantName}',
  EmailBody: 'Pledge here: {EventUrl}',
  Sms: 'Pledge: {EventUrl}',
  GuestShare: 'Back {ParticipantName}: {EventUrl}',
};

describe('event templates', () => {
  it('answer the defaults with sample values linking to the site origin', async () => {
    const ports = {
      ...sharingWorld(),
      callers: new InMemoryThonScopes(),
      site: fixedSite('https://fun.example'),
    };
    const answer = await getEventTemplates(ports, organizer, 'event-1');
    expect(answer.Templates).toEqual(defaultShareTemplates);
    expect(answer.Version).toBe(0);
    expect(answer.SampleValues.EventUrl).toBe('https://fun.example/student/sample');
    expect(answer.SampleValues.EventName).toBe('Maple Fun Run');
  });

  it('save the next version at the clock time, and read back as saved', async () => {
    const ports = { ...sharingWorld(), callers: new InMemoryThonScopes() };
    const saved = await updateEventTemplates(ports, organizer, 'event-1', edited);
    expect(saved).toMatchObject({ Templates: edited, Version: 1, UpdatedAt: '2026-05-04T15:00:00.000Z' });
    ports.clock.advance(60_000);
    const again = await updateEventTemplates(ports, organizer, 'event-1', edited);
    expect(again).toMatchObject({ Version: 2, UpdatedAt: '2026-05-04T15:01:00.000Z' });
    expect(await getEventTemplates(ports, organizer, 'event-1')).toMatchObject({
      Templates: edited,
      Version: 2,
    });
  });

  it('are the organizer’s alone: a parent is refused, an unknown event is not found', async () => {
    const ports = { ...sharingWorld(), callers: new InMemoryThonScopes() };
    await expect(updateEventTemplates(ports, parent, 'event-1', edited)).rejects.toThrow(NotFound);
    expect(ports.templates.saved.size).toBe(0);
    await expect(getEventTemplates(ports, organizer, 'event-9')).rejects.toThrow(NotFound);
  });
});
