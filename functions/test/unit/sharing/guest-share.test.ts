// The guest share a donor passes on, on in-memory ports: the Thon's own template (or the default)
// rendered for the child in both languages, with links on the site's origin carrying the template's
// version; a hidden, unapproved or unknown child, a draft Thon and a Thon past its names' retention
// period answer like an unknown child.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { NotFound } from '../../../src/domain/errors';
import { guestShare } from '../../../src/domain/sharing/guest-share';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryShareSubjects } from '../../support/in-memory/share-subjects';
import { InMemoryShareTemplates } from '../../support/in-memory/share-templates';
import { fixedSite } from '../../support/in-memory/site';

const event = { name: 'Fun Run', unitName: 'lap', endDate: '2026-05-01', timeZone: 'America/New_York' };

let subjects: InMemoryShareSubjects;
let templates: InMemoryShareTemplates;
let clock: FixedClock;
const deps = () => ({
  subjects,
  templates,
  site: fixedSite('https://thon.test'),
  clock,
  privacy: { publicNamesRetentionDays: () => 30 },
});

beforeEach(() => {
  clock = new FixedClock(Date.parse('2026-04-20T15:00:00Z'));
  templates = new InMemoryShareTemplates();
  subjects = new InMemoryShareSubjects()
    .addEvent({ ...event, eventId: 'live', status: 'live' })
    .addEvent({ ...event, eventId: 'ended', status: 'completed' })
    .addEvent({ ...event, eventId: 'draft', status: 'draft' })
    .addParticipant({ participantId: 'p1', eventId: 'live', firstName: 'Ada', lastName: 'Lovelace' })
    .addParticipant({ participantId: 'done', eventId: 'ended', firstName: 'Bo', lastName: 'Brown' })
    .addParticipant({ participantId: 'drafted', eventId: 'draft', firstName: 'Cy', lastName: 'Cole' })
    .addParticipant({
      participantId: 'hidden',
      eventId: 'live',
      firstName: 'Hal',
      lastName: 'H',
      hiddenFromPublic: true,
    })
    .addParticipant({
      participantId: 'waiting',
      eventId: 'live',
      firstName: 'Wy',
      lastName: 'W',
      awaitingApproval: true,
    });
});

describe('the guest share', () => {
  it("renders the default text for the child, with links on the site's origin", async () => {
    const share = await guestShare(deps(), 'p1');
    expect(share.ParticipantName).toBe('Ada L.');
    expect(share.EventName).toBe('Fun Run');
    expect(share.Text).toContain('I just sponsored Ada L. in Fun Run.');
    expect(share.Texts.en).toBe(share.Text);
    expect(Object.values(share.Links).every((link) => link.startsWith('https://thon.test/'))).toBe(true);
  });

  it("renders the Thon's saved template, in both languages, and links carry its version", async () => {
    const before = await guestShare(deps(), 'p1');
    await templates.saveShareTemplates({
      eventId: 'live',
      emailSubject: 'Help {ParticipantName}',
      emailBody: 'Please give: {EventUrl}',
      sms: 'Give: {EventUrl}',
      guestShare: 'Run with {ParticipantName} at {EventName}: {EventUrl}',
      updatedByUserId: 'organizer',
      updatedAt: '2026-04-19T10:00:00Z',
    });
    const after = await guestShare(deps(), 'p1');
    // The link stays a placeholder: the page puts each channel's own link in its place.
    expect(after.Text).toBe('Run with Ada L. at Fun Run: {EventUrl}');
    expect(after.Texts.es).toBe(after.Text);
    expect(after.Links).not.toEqual(before.Links);
  });

  it.each(['unknown', 'hidden', 'waiting', 'drafted'])('answers %s like an unknown child', async (id) => {
    await expect(guestShare(deps(), id)).rejects.toEqual(new NotFound(noSuchParticipant));
  });

  it("answers like an unknown child once a completed Thon's retention period has passed", async () => {
    await expect(guestShare(deps(), 'done')).resolves.toBeDefined();
    clock = new FixedClock(Date.parse('2026-06-15T15:00:00Z'));
    await expect(guestShare(deps(), 'done')).rejects.toEqual(new NotFound(noSuchParticipant));
  });
});
