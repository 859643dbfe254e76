// Forms offer the merged lists without their retired entries: a retired organization type is not
// offered when creating a Thon (the API refuses it on a new Thon too), while an added one is.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferenceLists } from '@/lib/reference-lists';
import { server } from '@/testing/msw-server';
import { referenceListsHandler } from '@/testing/reference-list-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';

describe('retired entries in forms', () => {
  beforeEach(() => {
    forgetReferenceLists();
    server.use(...thonHandlers());
  });

  it('leaves a retired organization type out of the Create a Thon form and offers an added one', async () => {
    server.use(
      referenceListsHandler({
        organizationTypes: [
          { Code: 'For a Friend', Name: 'For a Friend', Retired: true },
          { Code: 'Co-op', Name: 'Co-op' },
        ],
      }),
    );
    signInAs(organizerSession);
    renderApp('/organizer/thons/new');
    await screen.findByRole('heading', { level: 1, name: 'Create a Thon' });
    const offered = () =>
      within(screen.getByLabelText('Organization type'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(offered()).toContain('Co-op'));
    expect(offered()).not.toContain('For a Friend');
    expect(offered()).toContain('Elementary School');
  });
});
