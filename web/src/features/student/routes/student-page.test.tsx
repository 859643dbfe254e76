import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { recordVisits } from '../../../testing/record-visits';
import { renderApp } from '../../../testing/render-app';

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
    expect(await screen.findByRole('alert')).toHaveTextContent('This student page does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Student not found' })).toBeInTheDocument();
  });
});
