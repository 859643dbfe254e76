// What a share says, as pure rules: each channel's link points to the participant's page on the
// site's origin with its campaign parameters and template id, and the placeholder values name the
// participant, the event and its units.
import { describe, expect, it } from 'vitest';
import { placeholderValues, shareLinksFor } from '../../../src/domain/sharing/share-content';

describe('share links', () => {
  it('point to the participant page on the given origin, a trailing slash dropped', () => {
    const links = shareLinksFor('https://fun.example/', 'child 1', 3);
    expect(links.email).toBe(
      'https://fun.example/student/child%201?utm_source=email&utm_medium=email&utm_campaign=share&templateId=email-v3',
    );
    expect(new URL(links.sms).searchParams.get('templateId')).toBe('sms-v3');
  });

  it('name the guest-share template for the social channels and the copied link', () => {
    const links = shareLinksFor('https://fun.example', 'child-1', 0);
    for (const source of ['facebook', 'x', 'whatsapp', 'link'] as const) {
      const url = new URL(links[source]);
      expect(url.origin + url.pathname).toBe('https://fun.example/student/child-1');
      expect(url.searchParams.get('utm_source')).toBe(source);
      expect(url.searchParams.get('templateId')).toBe('guest-v0');
    }
  });
});

describe('placeholder values', () => {
  const event = { name: 'Maple Fun Run', unitName: 'laps', minUnits: 10, maxUnits: 20, participantCount: 3 };
  const ava = { firstName: 'Ava', lastName: 'Martinez' };

  it('name the participant as shown publicly, the event, its units and the link', () => {
    expect(placeholderValues(ava, event, 'https://link')).toEqual({
      ParticipantName: 'Ava M.',
      EventName: 'Maple Fun Run',
      EventUrl: 'https://link',
      UnitName: 'laps',
      MinUnits: '10',
      MaxUnits: '20',
    });
  });

  it('cap the maximum at what the catalogue allows for the event size', () => {
    expect(placeholderValues(ava, { ...event, maxUnits: 40 }, 'https://link').MaxUnits).toBe('25');
  });
});
