import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { alreadyInvited, invalidEmailFormat, mobileNumberLength } from '@thon/shared/catalog/messages';
import {
  dailyInviteCapReached,
  notAMobileNumber,
  notAnEmailAddress,
  sharesTowardGoal,
} from '@thon/shared/catalog/sharing-messages';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
import { linksOf, sharingApi } from '../../../testing/sharing-handlers';
import { findAlertSaying, findStatusSaying } from '../../../testing/alert';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

async function openSharePage(options: Parameters<typeof sharingApi>[0] = {}) {
  const sharing = sharingApi(options);
  server.use(...sharing.handlers);
  signInAs(testSessions.parent);
  const view = renderApp('/share/participant-ava');
  await screen.findByRole('heading', { level: 1, name: "Share Ava Johnson's page" });
  return { sharing, ...view };
}

const emailSection = () => screen.getByRole('region', { name: 'Invite by email' });
const smsSection = () => screen.getByRole('region', { name: 'Invite by text message' });

describe('share page', () => {
  it('shows shares toward the goal, the previews and who was invited', async () => {
    await openSharePage({
      sharesCount: 5,
      invites: [
        {
          Channel: 'Email',
          Recipient: 'grandma@example.com',
          Status: 'Sent',
          SentAt: '2025-04-02T15:30:00.000Z',
        },
      ],
    });
    expect(screen.getByText(sharesTowardGoal(5, 20))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Shares toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const emailPreview = within(emailSection()).getByRole('region', { name: 'Preview of the email' });
    expect(emailPreview).toHaveTextContent('Will you sponsor Ava J. in Spring Fun Run?');
    expect(emailPreview).toHaveTextContent(linksOf('participant-ava').email);
    expect(within(smsSection()).getByRole('region', { name: 'Preview of the text' })).toHaveTextContent(
      linksOf('participant-ava').sms,
    );
    const invited = screen.getByRole('region', { name: 'Invited so far (1)' });
    const row = within(invited).getByRole('row', { name: /grandma@example.com/ });
    expect(row).toHaveTextContent('Email');
    expect(row).toHaveTextContent('Sent');
    expect(row.textContent).toMatch(/\d{2}\/\d{2}\/2025 \d{2}:\d{2} (AM|PM)/);
  });

  it('checks addresses as they are typed, counts them, and an invalid one blocks the send', async () => {
    const { sharing, user } = await openSharePage();
    const box = within(emailSection()).getByLabelText('Email addresses');
    await user.type(box, 'a@example.com, not-an-address; b@example.com');
    expect(within(emailSection()).getByText('3 of at most 100 recipients')).toBeInTheDocument();
    expect(within(emailSection()).getByText(notAnEmailAddress('not-an-address'))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(emailSection()).getByRole('button', { name: 'Send emails' }));
    await findAlertSaying(within(emailSection()), invalidEmailFormat);
    expect(sharing.sent).toEqual([]);
  });

  it('sends the emails with an Idempotency-Key, shows each result, refreshes the list, and skips people already invited', async () => {
    const { sharing, user } = await openSharePage();
    const box = within(emailSection()).getByLabelText('Email addresses');
    await user.type(box, 'a@example.com\nb@example.com\nc@example.com');
    await user.type(within(emailSection()).getByLabelText('Personal note (optional)'), 'Please help!');
    expect(within(emailSection()).getByRole('region', { name: 'Preview of the email' })).toHaveTextContent(
      'Please help!',
    );
    await user.click(within(emailSection()).getByRole('button', { name: 'Send emails' }));
    const results = await screen.findByRole('table', { name: 'Results of the email invitations' });
    expect(within(results).getAllByRole('row')).toHaveLength(4);
    expect(sharing.sent).toHaveLength(1);
    expect(sharing.sent[0]?.body).toEqual({
      ParticipantId: 'participant-ava',
      Recipients: ['a@example.com', 'b@example.com', 'c@example.com'],
      PersonalNote: 'Please help!',
      Language: 'en',
    });
    expect(sharing.sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('region', { name: 'Invited so far (3)' })).toBeInTheDocument();

    await user.type(box, 'b@example.com');
    await user.click(within(emailSection()).getByRole('button', { name: 'Send emails' }));
    await waitFor(() => expect(sharing.sent).toHaveLength(2));
    const again = await screen.findByRole('table', { name: 'Results of the email invitations' });
    await waitFor(() => expect(within(again).getAllByRole('row')).toHaveLength(2));
    expect(within(again).getByRole('row', { name: /b@example.com/ })).toHaveTextContent(
      `Skipped${alreadyInvited}`,
    );
    // A new list is a new send, with a key of its own.
    expect(sharing.sent[1]?.key).not.toBe(sharing.sent[0]?.key);
  });

  it('retries a send whose answer was lost with the same key', async () => {
    const { sharing, user } = await openSharePage();
    let failures = 1;
    server.use(
      http.post(mswPath(sharingRoutes.sendSmsInvites), ({ request }) => {
        if (failures-- > 0) {
          sharing.sent.push({
            kind: 'sms',
            key: request.headers.get('Idempotency-Key'),
            body: { ParticipantId: '', Recipients: [] },
          });
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    await user.type(within(smsSection()).getByLabelText('Mobile numbers'), '(555) 123-4567, 555 765 4321');
    expect(within(smsSection()).getByText('2 of at most 30 recipients')).toBeInTheDocument();
    await user.click(within(smsSection()).getByRole('button', { name: 'Send texts' }));
    await findAlertSaying(within(smsSection()), 'Could not reach the server');
    await user.click(within(smsSection()).getByRole('button', { name: 'Send texts' }));
    await screen.findByRole('table', { name: 'Results of the text invitations' });
    expect(sharing.sent).toHaveLength(2);
    expect(sharing.sent[1]?.key).toBe(sharing.sent[0]?.key);
    expect(sharing.sent[1]?.body.Recipients).toEqual(['(555) 123-4567', '555 765 4321']);
  });

  it('names a bad number and blocks the text send', async () => {
    const { sharing, user } = await openSharePage();
    await user.type(within(smsSection()).getByLabelText('Mobile numbers'), '555 1234');
    expect(within(smsSection()).getByText(notAMobileNumber('555 1234'))).toBeInTheDocument();
    await user.click(within(smsSection()).getByRole('button', { name: 'Send texts' }));
    await findAlertSaying(within(smsSection()), mobileNumberLength);
    expect(sharing.sent).toEqual([]);
  });

  it('names a number outside the US and Canada as people type it, and blocks the text send', async () => {
    const { sharing, user } = await openSharePage();
    await user.type(within(smsSection()).getByLabelText('Mobile numbers'), '(416) 555-0123, 1-876-555-0123');
    expect(within(smsSection()).getByText(notAMobileNumber('1-876-555-0123'))).toBeInTheDocument();
    expect(within(smsSection()).queryByText(notAMobileNumber('(416) 555-0123'))).not.toBeInTheDocument();
    await user.click(within(smsSection()).getByRole('button', { name: 'Send texts' }));
    await findAlertSaying(within(smsSection()), mobileNumberLength);
    expect(sharing.sent).toEqual([]);
  });

  it("shows the API's refusal, such as the daily cap", async () => {
    const { user } = await openSharePage();
    server.use(
      http.post(mswPath(sharingRoutes.sendEmailInvites), () =>
        HttpResponse.json({ message: dailyInviteCapReached(200, 'email') }, { status: 429 }),
      ),
    );
    await user.type(within(emailSection()).getByLabelText('Email addresses'), 'a@example.com');
    await user.click(within(emailSection()).getByRole('button', { name: 'Send emails' }));
    await findAlertSaying(within(emailSection()), dailyInviteCapReached(200, 'email'));
  });

  it('counts a copied link toward the goal', async () => {
    const { sharing, user } = await openSharePage({ sharesCount: 19 });
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(sharesTowardGoal(20, 20))).toBeInTheDocument();
    expect(sharing.shares).toEqual([{ ParticipantId: 'participant-ava', Channel: 'link' }]);
  });

  it('previews and sends in Spanish for a Spanish browser, and in English once English is chosen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    const { sharing, user } = await openSharePage();
    const emailPreview = () => within(emailSection()).getByRole('region', { name: 'Preview of the email' });
    expect(emailPreview()).toHaveTextContent('¿Patrocinaría a Ava J. en Spring Fun Run?');
    expect(within(smsSection()).getByRole('region', { name: 'Preview of the text' })).toHaveTextContent(
      '¡Ava J. participa en Spring Fun Run!',
    );
    await user.type(within(emailSection()).getByLabelText('Email addresses'), 'abuela@example.com');
    await user.click(within(emailSection()).getByRole('button', { name: 'Send emails' }));
    await screen.findByRole('table', { name: 'Results of the email invitations' });
    expect(sharing.sent[0]?.body.Language).toBe('es');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language / Idioma' }), 'en');
    await waitFor(() =>
      expect(emailPreview()).toHaveTextContent('Will you sponsor Ava J. in Spring Fun Run?'),
    );
    await user.type(within(smsSection()).getByLabelText('Mobile numbers'), '(555) 123-4567');
    await user.click(within(smsSection()).getByRole('button', { name: 'Send texts' }));
    await screen.findByRole('table', { name: 'Results of the text invitations' });
    expect(sharing.sent[1]?.body.Language).toBe('en');
  });

  it('has no serious axe findings', async () => {
    await openSharePage();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((v) => v.id),
    ).toEqual([]);
  });
});

describe('unsubscribe page', () => {
  it('takes the token from the fragment, removes it from the address and unsubscribes in one click', async () => {
    const sharing = sharingApi();
    server.use(...sharing.handlers);
    const { router, user } = renderApp('/unsubscribe#t=good-token');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await user.click(button);
    await findStatusSaying(
      screen,
      'grandma@example.com will not receive any more invitations or reminders from Thon.',
    );
  });

  it("shows the API's message for a bad token", async () => {
    const { user } = renderApp('/unsubscribe#t=bad-token');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await findAlertSaying(screen, 'This unsubscribe link is not valid.');
  });
});
