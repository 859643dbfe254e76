// What surrounds an invitation's template, per language: English to the letter, Spanish
// beside it, the SMS keyword STOP kept as carriers read it.
import { describe, expect, it } from 'vitest';
import { inviteMessagesFor } from '@thon/shared/catalog/invite-messages';
import * as english from '@thon/shared/catalog/sharing-messages';

describe('invitation wording per language', () => {
  it('is the English of sharing-messages for en and when no language is named', () => {
    for (const messages of [inviteMessagesFor('en'), inviteMessagesFor()]) {
      expect(messages.inviteEmailFooter).toBe(
        'You received this email because someone invited you to support a participant on Thon. We never share your address.',
      );
      expect(messages.unsubscribeLinkLabel).toBe('Unsubscribe from these invitations');
      expect(messages.smsOptOutNote).toBe('Reply STOP to opt out.');
      expect(messages.reminderSubject).toBe(english.reminderSubject);
    }
  });

  it('is Spanish for es, with the STOP keyword as is', () => {
    const spanish = inviteMessagesFor('es');
    expect(spanish.inviteEmailFooter).toBe(
      'Recibió este correo porque alguien le invitó a apoyar a un participante en Thon. Nunca compartimos su dirección.',
    );
    expect(spanish.unsubscribeLinkLabel).toBe('Cancelar la suscripción a estas invitaciones');
    expect(spanish.smsOptOutNote).toBe('Responda STOP para no recibir más mensajes.');
    expect(spanish.smsOptOutNote).toMatch(/\bSTOP\b/u);
    expect(spanish.reminderSubject('Ava J.', 'Spring Fun Run')).toBe(
      'Spring Fun Run termina pronto: todavía hay tiempo para patrocinar a Ava J.',
    );
    expect(spanish.reminderBody('Ava J.', 'Spring Fun Run', '05/02/2026')).toBe(
      'Spring Fun Run termina el 05/02/2026. A Ava J. le encantaría contar con su apoyo antes de esa fecha.',
    );
    expect(spanish.reminderLinkLabel('Ava J.')).toBe('Patrocine a Ava J.');
  });
});
