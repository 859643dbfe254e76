import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { suggestedFlatDonations, suggestedPerUnitDonations } from '@thon/shared/catalog/donations';
import { firstSupporter, linkCopied, socialPostFailed } from '@thon/shared/catalog/messages';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { recordVisits } from '../../../testing/record-visits';
import { renderApp } from '../../../testing/render-app';
import { linksOf, sharingApi } from '../../../testing/sharing-handlers';
import { findAlertSaying, findStatusSaying } from '../../../testing/alert';

/** RecordVisit requests the page has started: the campaign effect calls fetch as it runs. */
function visitRequestsStarted() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.filter(([input]) => {
      const url = input instanceof Request ? input.url : String(input);
      return new URL(url).pathname === routes.recordVisit.path;
    }).length;
}

afterEach(() => vi.restoreAllMocks());

describe('student page', () => {
  it('shows the desktop variant: name with last initial, goal, raised, units and capped progress', async () => {
    const visits = recordVisits();
    const visitRequests = visitRequestsStarted();
    renderApp('/student/participant-ava');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ava J.' });
    const card = heading.closest('article');
    expect(card).toHaveAttribute('data-variant', 'desktop');
    expect(card).toHaveClass('student-card-desktop');
    expect(screen.getByRole('complementary', { name: 'Fundraising figures' })).toHaveTextContent('$350');
    expect(screen.getByText('$420', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(document.body).not.toHaveTextContent('Johnson');
    // No campaign in the address, no visit recorded: the page's effects have run (it is on
    // screen) and none started the request.
    expect(visitRequests()).toBe(0);
    expect(visits).toEqual([]);
  });

  it('shows the mobile variant as a stacked card', async () => {
    renderApp('/student/participant-leo');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Leo J.' });
    const card = heading.closest('article');
    expect(card).toHaveAttribute('data-variant', 'mobile');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fundraising figures' })).toHaveTextContent('$500');
    expect(screen.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('records one visit with the utm campaign fields', async () => {
    const visits = recordVisits();
    const visitRequests = visitRequestsStarted();
    renderApp(
      '/student/participant-ava?utm_source=email&utm_medium=newsletter&utm_campaign=spring&templateId=T7',
    );

    await screen.findByRole('heading', { level: 1, name: 'Ava J.' });
    await waitFor(() => expect(visits).toHaveLength(1));
    // Exactly one request was started: the one answered above.
    expect(visitRequests()).toBe(1);
    expect(visits).toEqual([
      {
        EventId: 'evt-spring-25',
        ParticipantId: 'participant-ava',
        Source: 'email',
        Medium: 'newsletter',
        Campaign: 'spring',
        TemplateId: 'T7',
      },
    ]);
  });

  it('takes the spec’s Source/Medium/Campaign/TemplateId names too', async () => {
    const visits = recordVisits();
    renderApp('/student/participant-leo?Source=sms&Medium=text&Campaign=fall&TemplateId=9');

    await screen.findByRole('heading', { level: 1, name: 'Leo J.' });
    await waitFor(() =>
      expect(visits).toEqual([
        {
          EventId: 'evt-spring-25',
          ParticipantId: 'participant-leo',
          Source: 'sms',
          Medium: 'text',
          Campaign: 'fall',
          TemplateId: '9',
        },
      ]),
    );
  });

  it('says so when the student does not exist', async () => {
    renderApp('/student/nobody');
    await findAlertSaying(screen, 'This student page does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Student not found' })).toBeInTheDocument();
  });

  it('leads to the pledge page: a large Pledge button and the suggested amounts as presets', async () => {
    renderApp('/student/participant-leo');
    await screen.findByRole('heading', { level: 1, name: 'Leo J.' });

    expect(screen.getByRole('link', { name: 'Pledge for Leo J.' })).toHaveAttribute(
      'href',
      '/pledge/participant-leo',
    );
    const perUnit = screen.getByRole('list', { name: 'Per unit completed' });
    expect(within(perUnit).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      suggestedPerUnitDonations.map((amount) => `/pledge/participant-leo?kind=PerUnit&amount=${amount}`),
    );
    expect(within(perUnit).getByRole('link', { name: '$15 per unit' })).toBeInTheDocument();
    const flat = screen.getByRole('list', { name: 'One-time gift' });
    expect(within(flat).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      suggestedFlatDonations.map((amount) => `/pledge/participant-leo?kind=Flat&amount=${amount}`),
    );
    expect(within(flat).getByRole('link', { name: '$500 one-time gift' })).toBeInTheDocument();
  });

  it('shows the initials placeholder, the pledged estimate and the recent supporters with their messages', async () => {
    server.use(
      http.get(mswPath(routes.getStudentPage), () =>
        HttpResponse.json({
          ParticipantId: 'participant-leo',
          EventId: 'evt-spring-25',
          DisplayName: 'Leo J.',
          Goal: 500,
          Raised: 125,
          Progress: 25,
          Units: 6,
          UnitName: 'unit',
          StudentPageVariant: 'mobile',
          Pledged: 60,
          Supporters: [
            { Name: 'Grace H.', Message: 'Go Leo!', CreatedAt: '2026-04-02T10:00:00.000Z' },
            { Name: 'Anonymous', CreatedAt: '2026-04-01T10:00:00.000Z' },
          ],
        }),
      ),
    );
    const { container } = renderApp('/student/participant-leo');
    await screen.findByRole('heading', { level: 1, name: 'Leo J.' });

    expect(container.querySelector('.initials-avatar')).toHaveTextContent('LJ');
    expect(screen.getByText(/Plus about \$60 pledged per unit/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fundraising figures' })).toHaveTextContent('Pledged (estimate)$60');
    const supporters = screen.getByRole('region', { name: 'Recent supporters' });
    expect(within(supporters).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Grace H.Go Leo!',
      'Anonymous',
    ]);
  });

  it('invites the first supporter when there is none yet', async () => {
    renderApp('/student/participant-ava');
    const supporters = await screen.findByRole('region', { name: 'Recent supporters' });
    expect(supporters).toHaveTextContent(firstSupporter('Ava J.'));
  });

  it('copies the guest-share link from the share region and counts the share', async () => {
    const sharing = sharingApi();
    server.use(...sharing.handlers);
    const { user } = renderApp('/student/participant-ava?utm_source=email');
    const share = await screen.findByRole('region', { name: 'Share this page' });
    // The guest-share text loads after the page; its links carry the campaign parameters.
    await waitFor(() =>
      expect(within(share).getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(
        encodeURIComponent('I just sponsored Ava J.'),
      ),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(linksOf('participant-ava').link);
    await findStatusSaying(within(share), linkCopied);
    await waitFor(() =>
      expect(sharing.shares).toEqual([{ ParticipantId: 'participant-ava', Channel: 'link' }]),
    );
  });

  it('offers X, WhatsApp, email and text message with the guest text and each channel its link', async () => {
    const sharing = sharingApi();
    server.use(...sharing.handlers);
    const { user } = renderApp('/student/participant-ava');
    const share = await screen.findByRole('region', { name: 'Share this page' });
    const links = linksOf('participant-ava');
    await waitFor(() =>
      expect(within(share).getByRole('link', { name: 'Text message' })).toHaveAttribute(
        'href',
        `sms:?&body=${encodeURIComponent(`I just sponsored Ava J. in Spring Fun Run. Join me and help their school: ${links.sms}`)}`,
      ),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    await user.click(within(share).getByRole('button', { name: 'X' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('https://x.com/intent/post?text='),
      '_blank',
      expect.any(String),
    );
    expect(open.mock.calls[0]?.[0]).toContain(encodeURIComponent(links.x));
    await user.click(within(share).getByRole('button', { name: 'WhatsApp' }));
    expect(open.mock.calls[1]?.[0]).toContain('https://wa.me/?text=');
    await waitFor(() => expect(sharing.shares.map((entry) => entry.Channel)).toEqual(['x', 'whatsapp']));
  });

  it("shows the spec's alert when the Facebook share window cannot open", async () => {
    const sharing = sharingApi();
    server.use(...sharing.handlers);
    const { user } = renderApp('/student/participant-ava');
    const share = await screen.findByRole('region', { name: 'Share this page' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(within(share).getByRole('button', { name: 'Facebook' }));
    await findAlertSaying(within(share), socialPostFailed);
    expect(sharing.shares).toEqual([]);
  });

  it("uses Facebook's share dialog when the page has an app id, and a failed post shows the alert", async () => {
    const meta = document.createElement('meta');
    meta.name = 'thon-facebook-app-id';
    meta.content = '1234';
    document.head.append(meta);
    const ui = vi.fn((_params: unknown, callback: (response?: unknown) => void) =>
      callback({ error_code: 100, error_message: 'oops' }),
    );
    window.FB = { init: vi.fn(), login: vi.fn(), api: vi.fn(), ui };
    const sharing = sharingApi();
    server.use(...sharing.handlers);
    const { user } = renderApp('/student/participant-ava');
    const share = await screen.findByRole('region', { name: 'Share this page' });
    const open = vi.spyOn(window, 'open');
    await user.click(within(share).getByRole('button', { name: 'Facebook' }));
    await findAlertSaying(within(share), socialPostFailed);
    expect(ui).toHaveBeenCalledWith(
      { method: 'share', href: expect.stringContaining('utm_source=facebook') },
      expect.any(Function),
    );
    expect(open).not.toHaveBeenCalled();
    expect(sharing.shares).toEqual([]);
  });
});
