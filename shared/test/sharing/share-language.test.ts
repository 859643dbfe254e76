// Our default share templates in Spanish beside the English, and the language a send
// may name at the edge.
import { describe, expect, it } from 'vitest';
import {
  sendEmailInvitesRequestSchema,
  sendSmsInvitesRequestSchema,
  shareKitQuerySchema,
  shareTemplatesSchema,
} from '@thon/shared/api/schemas/sharing';
import { defaultShareTemplatesFor } from '@thon/shared/sharing/share-language';
import {
  defaultShareTemplates,
  renderTemplate,
  templatesNeedingLink,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';

const values: PlaceholderValues = {
  ParticipantName: 'Ava J.',
  EventName: 'Spring Fun Run',
  EventUrl: 'https://thon.example/student/p1?utm_source=email',
  UnitName: 'laps',
  MinUnits: '1',
  MaxUnits: '40',
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/gu)].map((m) => m[1]).sort();

describe('default share templates per language', () => {
  const spanish = defaultShareTemplatesFor('es');

  it('keeps English as it was, and English when no language is named', () => {
    expect(defaultShareTemplatesFor('en')).toBe(defaultShareTemplates);
    expect(defaultShareTemplatesFor()).toBe(defaultShareTemplates);
  });

  it('has Spanish for each template, with the link where one is needed, valid as a saved template would be', () => {
    for (const name of Object.keys(defaultShareTemplates) as (keyof ShareTemplates)[]) {
      expect(spanish[name], name).not.toBe(defaultShareTemplates[name]);
    }
    for (const name of templatesNeedingLink) expect(spanish[name], name).toContain('{EventUrl}');
    expect(shareTemplatesSchema.safeParse(spanish).success).toBe(true);
    // The participant and the event are named in each, as in English.
    for (const name of Object.keys(spanish) as (keyof ShareTemplates)[]) {
      expect(placeholdersOf(spanish[name]), name).toEqual(
        expect.arrayContaining(['EventName', 'ParticipantName']),
      );
    }
  });

  it('renders the Spanish for a participant, link included', () => {
    expect(renderTemplate(spanish.EmailSubject, values)).toBe('¿Patrocinaría a Ava J. en Spring Fun Run?');
    const body = renderTemplate(spanish.EmailBody, values);
    expect(body).toContain('Patrocine a Ava J. aquí: https://thon.example/student/p1?utm_source=email');
    expect(body).toContain('hasta 40 laps');
    expect(body).not.toMatch(/\{[A-Za-z]+\}/u);
    expect(renderTemplate(spanish.GuestShare, { ...values, EventUrl: '{EventUrl}' })).toBe(
      'Acabo de patrocinar a Ava J. en Spring Fun Run. Únase a mí y apoye a su escuela: {EventUrl}',
    );
  });
});

describe('the language of a send at the edge', () => {
  const email = { ParticipantId: 'p1', Recipients: ['a@example.com'] };
  const sms = { ParticipantId: 'p1', Recipients: ['(555) 123-4567'] };

  it('accepts en and es, leaves it absent when not given, and refuses any other', () => {
    expect(sendEmailInvitesRequestSchema.parse({ ...email, Language: 'es' }).Language).toBe('es');
    expect(sendEmailInvitesRequestSchema.parse(email).Language).toBeUndefined();
    expect(sendSmsInvitesRequestSchema.parse({ ...sms, Language: 'en' }).Language).toBe('en');
    expect(sendSmsInvitesRequestSchema.safeParse({ ...sms, Language: 'fr' }).success).toBe(false);
    expect(sendEmailInvitesRequestSchema.safeParse({ ...email, Language: 'ES' }).success).toBe(false);
    expect(shareKitQuerySchema.parse({ Language: 'es' })).toEqual({ Language: 'es' });
    expect(shareKitQuerySchema.safeParse({ Language: 'de' }).success).toBe(false);
  });
});
