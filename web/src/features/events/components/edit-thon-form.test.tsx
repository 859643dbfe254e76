import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { reviewRequiredFields, videoUrlOnly } from '@thon/shared/catalog/messages';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { lockedThonName, organizerSession, thonHandlers } from '@/testing/thon-handlers';

async function openDetails() {
  signInAs(organizerSession);
  const app = renderApp('/organizer/thons/evt-new');
  const details = within(await screen.findByRole('region', { name: 'Details' }));
  return { ...app, details };
}

describe("the Thon page's details", () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('prefills the form with the Thon', async () => {
    const { details } = await openDetails();
    expect(details.getByLabelText('Thon name')).toHaveValue('Maple Fun Run');
    expect(details.getByLabelText('Start date')).toHaveValue('2026-05-01');
    expect(details.getByLabelText('End date')).toHaveValue('2026-05-02');
    expect(details.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(details.getByLabelText('Unit name')).toHaveValue('lap');
    expect(details.getByLabelText('Goal (US dollars)')).toHaveValue('10000');
    expect(details.getByLabelText('Minimum units')).toHaveValue('0');
    expect(details.getByLabelText('Maximum units')).toHaveValue('0');
  });

  it('saves the changes through UpdateThon and reloads the page', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === routes.updateThon.path) {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
      }
    });
    const { user, details } = await openDetails();
    await user.clear(details.getByLabelText('Thon name'));
    await user.type(details.getByLabelText('Thon name'), 'Maple Mile');
    await user.clear(details.getByLabelText('Goal (US dollars)'));
    await user.type(details.getByLabelText('Goal (US dollars)'), '15000');
    await user.click(details.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Mile' })).toBeInTheDocument();
    expect(details.getByRole('alert')).toHaveTextContent('Your changes are saved.');
    expect(screen.getByText('$15,000')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(bodies).toEqual([
      {
        EventId: 'evt-new',
        Name: 'Maple Mile',
        StartDate: '2026-05-01',
        EndDate: '2026-05-02',
        TimeZone: 'America/New_York',
        UnitName: 'lap',
        Goal: 15000,
        MinUnits: 0,
        MaxUnits: 0,
        VideoUrl: '',
      },
    ]);
  });

  it("sets the event page's video, YouTube or Vimeo only", async () => {
    const { user, details } = await openDetails();
    const video = details.getByLabelText('Video URL (optional)');
    await user.type(video, 'https://example.com/clip.mp4');
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    expect(await details.findByText(videoUrlOnly)).toBeInTheDocument();
    await user.clear(video);
    await user.type(video, 'https://vimeo.com/76979871');
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    expect(await details.findByText('Your changes are saved.')).toBeInTheDocument();
  });

  it("shows the server's message when the Thon can no longer be changed", async () => {
    const { user, details } = await openDetails();
    await user.clear(details.getByLabelText('Thon name'));
    await user.type(details.getByLabelText('Thon name'), lockedThonName);
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(details.getByRole('alert')).toHaveTextContent(thonLocked));
    expect(screen.getByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
  });

  it('checks the fields with the API schema and sends nothing when they are wrong', async () => {
    let requests = 0;
    server.use(
      http.post(mswPath(routes.updateThon), () => {
        requests += 1;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const { user, details } = await openDetails();
    await user.clear(details.getByLabelText('Thon name'));
    await user.clear(details.getByLabelText('End date'));
    await user.type(details.getByLabelText('End date'), '2026-04-01');
    await user.click(details.getByRole('button', { name: 'Save changes' }));

    expect(await details.findByText('Name is required')).toBeInTheDocument();
    expect(details.getByText('EndDate must not be before StartDate')).toBeInTheDocument();
    expect(details.getByLabelText('Thon name')).toHaveAttribute('aria-invalid', 'true');
    expect(details.getByRole('alert')).toHaveTextContent(reviewRequiredFields);
    expect(requests).toBe(0);
  });

  it('shows the facts read-only once the Thon is completed', async () => {
    server.use(...thonHandlers({ status: 'completed' }));
    const { details } = await openDetails();
    expect(details.getByText(thonLocked)).toBeInTheDocument();
    expect(details.queryByRole('textbox')).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(details.getByText('America/New_York')).toBeInTheDocument();
    expect(details.getByText('0 to 0')).toBeInTheDocument();
    // The spec's display date (MM/dd/yyyy), not the API's yyyy-MM-dd.
    expect(details.getByText('05/01/2026 to 05/02/2026')).toBeInTheDocument();
  });
});
