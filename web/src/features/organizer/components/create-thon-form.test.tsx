import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { reviewRequiredFields, thonNotCreated } from '@thon/shared/catalog/messages';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/sessions';
import { failingThonName, organizerSession, thonHandlers } from '../../../testing/thon-handlers';

async function openForm() {
  signInAs(organizerSession);
  const app = renderApp('/organizer/thons/new');
  await screen.findByRole('heading', { level: 1, name: 'Create a Thon' });
  return app;
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.type(screen.getByLabelText('Thon name'), name);
  await user.type(screen.getByLabelText('Organization name'), 'Maple Elementary');
  await user.selectOptions(screen.getByLabelText('Organization type'), 'Elementary School');
  await user.type(screen.getByLabelText('Start date'), '2026-05-01');
  await user.type(screen.getByLabelText('End date'), '2026-05-02');
  await user.type(screen.getByLabelText('Goal (US dollars)'), '10000');
}

describe('creating a Thon', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('offers the catalogue organization types and a lap unit by default', async () => {
    await openForm();
    const types = within(screen.getByLabelText('Organization type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toContain('Elementary School');
    expect(screen.getByLabelText('Unit name')).toHaveValue('lap');
  });

  it('names each missing field, summarises in the live region and sends nothing', async () => {
    let requests = 0;
    server.use(http.post(mswPath(routes.createThon), () => void (requests += 1)));
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Goal must be a number')).toBeInTheDocument();
    expect(screen.getByLabelText('Thon name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Organization type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(reviewRequiredFields);
    expect(requests).toBe(0);
  });

  it('refuses an end date before the start date', async () => {
    const { user } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));
    expect(await screen.findByText('EndDate must not be before StartDate')).toBeInTheDocument();
  });

  it("goes to the new Thon's page", async () => {
    const { user, router } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizer/thons/evt-new');
    expect(screen.getByText('RUN7KQ2M')).toBeInTheDocument();
  });

  it('shows the catalogue failure text when the Thon is not created', async () => {
    const { user, router } = await openForm();
    await fillForm(user, failingThonName);
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(thonNotCreated));
    expect(router.state.location.pathname).toBe('/organizer/thons/new');
  });
});
