import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { reviewRequiredFields, thonNotCreated } from '@thon/shared/catalog/messages';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { referenceListsHandler } from '@/testing/reference-list-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { failingThonName, organizerSession, thonHandlers } from '@/testing/thon-handlers';

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

/** The bodies the form sends to CreateThon, as they are sent. */
function recordCreateThonBodies(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === routes.createThon.path) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

describe('creating a Thon', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('offers the catalogue organization types and a lap unit by default', async () => {
    await openForm();
    const types = within(screen.getByLabelText('Organization type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toContain('Elementary School');
    expect(screen.getByLabelText('Unit name')).toHaveValue('lap');
  });

  it('offers and sends a server-configured organization type (GetReferenceLists)', async () => {
    server.use(
      referenceListsHandler({ organizationTypes: [{ Code: 'Charter School', Name: 'Charter School' }] }),
    );
    const bodies = recordCreateThonBodies();
    const { user } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await screen.findByRole('option', { name: 'Charter School' });
    await user.selectOptions(screen.getByLabelText('Organization type'), 'Charter School');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(bodies).toEqual([expect.objectContaining({ OrganizationType: 'Charter School' })]);
  });

  it('offers a school level for a school only, and the catalogue states', async () => {
    const { user } = await openForm();
    expect(screen.queryByLabelText('School level')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Organization type'), 'High School');
    const levels = within(screen.getByLabelText('School level')).getAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual([
      'Choose a level (optional)',
      'Alternative',
      'Elementary',
      'Middle',
      'High',
    ]);
    await user.selectOptions(screen.getByLabelText('Organization type'), 'Sports Team');
    expect(screen.queryByLabelText('School level')).not.toBeInTheDocument();
    const states = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(states.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['IL', 'TX']),
    );
    expect(screen.getByRole('option', { name: 'Illinois' })).toHaveValue('IL');
  });

  it.each([
    ['Elementary School', { SchoolLevel: 'Elementary', City: 'Oak Park', State: 'IL' }],
    // A level chosen while the type was a school is not sent once the type is not one.
    ['Sports Team', { City: 'Oak Park', State: 'IL' }],
  ])('sends the organization details for a %s', async (type, expected) => {
    const bodies = recordCreateThonBodies();
    const { user } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await user.selectOptions(screen.getByLabelText('School level'), 'Elementary');
    await user.selectOptions(screen.getByLabelText('Organization type'), type);
    await user.type(screen.getByLabelText('City'), 'Oak Park');
    await user.selectOptions(screen.getByLabelText('State'), 'IL');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ OrganizationType: type, ...expected });
    if (!('SchoolLevel' in expected)) expect(bodies[0]).not.toHaveProperty('SchoolLevel');
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

  it('picks the dates with the date picker and sends them as yyyy-MM-dd', async () => {
    const bodies = recordCreateThonBodies();
    const { user } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await user.click(screen.getByRole('button', { name: 'Choose End date' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose End date' });
    await user.click(within(picker).getByRole('button', { name: /May 9th, 2026/ }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('End date')).toHaveValue('2026-05-09');
    expect(screen.getByLabelText('End date')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(bodies[0]).toMatchObject({ StartDate: '2026-05-01', EndDate: '2026-05-09' });
  });

  it('shows the API schema’s message for a typed date that does not exist', async () => {
    const { user } = await openForm();
    await fillForm(user, 'Maple Fun Run');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));
    expect(await screen.findByText('StartDate must be a real date')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
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
