import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outboxFixture } from '../../../testing/handlers';
import { must } from '../../../testing/must';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { findAlertSaying } from '../../../testing/alert';

describe('dev outbox page', () => {
  it('lists emails and SMS newest first, as the outbox gives them', async () => {
    renderApp('/dev/outbox');

    const emailSection = await screen.findByRole('region', { name: 'Email' });
    const emails = within(emailSection).getAllByRole('article');
    expect(emails.map((email) => within(email).getByRole('heading').textContent)).toEqual([
      'Thanks for your pledge',
      'Reset your password',
    ]);
    const newest = must(emails[0], 'the newest email');
    expect(within(newest).getByText('donor@example.com, parent@example.com')).toBeInTheDocument();
    expect(within(newest).getAllByText('no-reply@thon.local')).toHaveLength(1);
    expect(within(newest).getByText('Thank you for supporting the Spring Fun Run.')).toBeInTheDocument();
    expect(newest.querySelector('time')).toHaveAttribute('dateTime', '2025-04-02T15:30:00.000Z');

    const smsSection = screen.getByRole('region', { name: 'SMS' });
    const sms = within(smsSection).getByRole('article', { name: 'SMS to +15555550123' });
    expect(within(sms).getByText('Sponsor me in the Spring Fun Run!')).toBeInTheDocument();
  });

  it('shows empty states and picks up new messages on Refresh', async () => {
    server.use(http.get('/__dev/outbox', () => HttpResponse.json({ emails: [], sms: [] }), { once: true }));
    const { user } = renderApp('/dev/outbox');

    expect(await screen.findByText('No email has been sent yet.')).toBeInTheDocument();
    expect(screen.getByText('No SMS has been sent yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('heading', { name: 'Thanks for your pledge' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${outboxFixture.emails.length} email, ${outboxFixture.sms.length} SMS.`,
    );
  });

  it('says when the outbox cannot be read', async () => {
    server.use(
      http.get('/__dev/outbox', () =>
        HttpResponse.json({ message: 'This emulator has no outbox.' }, { status: 404 }),
      ),
    );
    renderApp('/dev/outbox');

    await findAlertSaying(screen, 'This emulator has no outbox.');
  });
  it("shows an invitation's Reply-To and List-Unsubscribe headers", async () => {
    const invitation = {
      id: 'mail-9',
      from: 'no-reply@thon.local',
      to: ['grandma@example.com'],
      subject: 'Will you sponsor Ava J. in Spring Fun Run?',
      text: 'Sponsor Ava J. here: http://localhost:5173/student/p-1?utm_source=email',
      html: null,
      sentAt: '2025-04-02T15:30:00.000Z',
      replyTo: 'maria@example.com',
      listUnsubscribe: '<http://127.0.0.1:3001/api/sharing/Unsubscribe?Token=abc>',
    };
    server.use(http.get('/__dev/outbox', () => HttpResponse.json({ emails: [invitation], sms: [] })));
    renderApp('/dev/outbox');
    const email = await screen.findByRole('article', { name: invitation.subject });
    expect(within(email).getByText('Reply-To').nextElementSibling).toHaveTextContent('maria@example.com');
    expect(within(email).getByText('List-Unsubscribe').nextElementSibling).toHaveTextContent(
      invitation.listUnsubscribe,
    );
  });
});
