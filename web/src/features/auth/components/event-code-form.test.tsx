import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

async function submitCode(code: string) {
  const app = renderApp('/login');
  const input = await screen.findByRole('textbox', { name: 'Event code' });
  if (code) await app.user.type(input, code);
  await app.user.click(screen.getByRole('button', { name: 'Go to event' }));
  return { ...app, input };
}

/** The event-code panel's own live region (the login page has one per form). */
const eventCodeStatus = () =>
  within(screen.getByRole('region', { name: 'Have an event code?' })).findByRole('alert');

describe('event-code entry on the login page', () => {
  it('takes a known code, typed loosely, to /event/CODE#CODE', async () => {
    const { router } = await submitCode('  spring25 ');

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/SPRING25');
    expect(router.state.location.hash).toBe('#SPRING25');
  });

  it('says an unknown code is not valid, in a live region, and stays on the page', async () => {
    const { router } = await submitCode('NOPE1234');

    await waitFor(async () => expect(await eventCodeStatus()).toHaveTextContent(invalidEventCode));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for a code when the field is empty and sends nothing', async () => {
    let requests = 0;
    server.use(
      http.post(mswPath(routes.eventCode), () => {
        requests += 1;
        return HttpResponse.json('evt-should-not-be-asked');
      }),
    );

    const { input } = await submitCode('');

    expect(await screen.findByText('Please enter an event code')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please enter an event code'));
    expect(input).toHaveFocus();
    expect(requests).toBe(0);
  });

  it("shows the server's message when the API rejects the request", async () => {
    server.use(
      http.post(mswPath(routes.eventCode), () =>
        HttpResponse.json(
          { message: 'Event codes are 4 to 12 letters and digits', issues: [] },
          { status: 400 },
        ),
      ),
    );

    const { router } = await submitCode('ABCD1234');

    await waitFor(async () =>
      expect(await eventCodeStatus()).toHaveTextContent('Event codes are 4 to 12 letters and digits'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
