// The console's audit log against the fake audit and franchise APIs (testing/audit-handlers.ts):
// who, when, what, before → after; a super admin by month or by franchise, a franchisee user their
// franchise's; the API's cursor and its refusal of a later page; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { auditRoutes } from '@thon/shared/api/routes/audit';
import type { AuditEntry } from '@thon/shared/api/schemas/audit';
import { auditApi, auditEntryFixture, manyAuditEntries } from '@/testing/audit-handlers';
import { seriousViolations } from '@/testing/console-checks';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { mswPath } from '@/testing/handlers';
import { must } from '@/testing/must';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

function open(
  path: string,
  entries?: AuditEntry[],
  session = testSessions.superAdmin,
  ownFranchiseId?: string,
) {
  const franchises = franchiseApi({
    franchises: [
      franchiseFixture(),
      franchiseFixture({
        FranchiseId: 'fr-gulf',
        Name: 'Gulf Coast Laps',
        Territory: { States: ['LA'], ZipPrefixes: [] },
      }),
    ],
  });
  const api = auditApi({ ...(entries ? { entries } : {}), ...(ownFranchiseId ? { ownFranchiseId } : {}) });
  server.use(...api.handlers, ...franchises.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('audit log', () => {
  it('shows who, when, what and each changed field before and after', async () => {
    open('/admin/audit?month=2026-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const [row] = await waitFor(() => bodyRows());
    const cells = within(must(row, 'the entry row')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^03\/05\/2026 \d\d:30 (AM|PM)$/);
    expect(cells[1]).toHaveTextContent('Alex Morgan');
    expect(cells[2]).toHaveTextContent('Organization changed');
    expect(
      within(must(cells[2], 'the what cell')).getByRole('link', { name: 'organization org-lincoln' }),
    ).toHaveAttribute('href', '/admin/organizations/org-lincoln');
    expect(cells[3]).toHaveTextContent('Name: Lincoln School → Lincoln Elementary');
  });

  it('reads a super admin a month, then one franchise', async () => {
    const { api, user } = open('/admin/audit?month=2026-03', [
      auditEntryFixture(),
      auditEntryFixture({
        Id: 'a2',
        At: '2026-03-07T10:00:00.000Z',
        FranchiseId: 'fr-gulf',
        Action: 'user-invited',
        Subject: { Kind: 'user', Id: 'user-nia' },
        Before: {},
        After: { Email: 'nia@gulf.test' },
      }),
      auditEntryFixture({ Id: 'a3', At: '2026-02-07T10:00:00.000Z' }),
    ]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(api.sent.lists.at(-1)).toEqual({ PageSize: '10', Month: '2026-03' });

    await user.clear(screen.getByLabelText('Month'));
    await user.selectOptions(screen.getByLabelText('Franchise'), 'Gulf Coast Laps');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('User invited');
    expect(bodyRows()[0]).toHaveTextContent('Email: none → nia@gulf.test');
    expect(api.sent.lists.at(-1)).toEqual({ PageSize: '10', FranchiseId: 'fr-gulf' });
  });

  it("reads a franchisee user their franchise's entries, with no franchise to choose", async () => {
    open(
      '/admin/audit',
      [auditEntryFixture(), auditEntryFixture({ Id: 'a2', FranchiseId: 'fr-gulf' })],
      makeSession('franchisee-user'),
      'fr-north-texas',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByLabelText('Franchise')).not.toBeInTheDocument();
  });

  it("pages with the API's cursor: Show more adds the older entries below", async () => {
    const { api, user } = open('/admin/audit?month=2026-03', manyAuditEntries(12));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more entries' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(api.sent.lists.at(-1)).toEqual({
      PageSize: '10',
      Month: '2026-03',
      Cursor: btoa('2026-03-03T12:00:00.000Z'),
    });
    expect(screen.queryByRole('button', { name: 'Show more entries' })).not.toBeInTheDocument();
  });

  it('says when the API refuses a later page (an expired cursor), keeping what is shown', async () => {
    const { user } = open('/admin/audit?month=2026-03', manyAuditEntries(12));
    server.use(
      http.get(mswPath(auditRoutes.listAuditEntries), ({ request }) =>
        new URL(request.url).searchParams.has('Cursor')
          ? HttpResponse.json(
              {
                message: 'Cursor is not valid',
                issues: [{ path: 'Cursor', message: 'Cursor is not valid' }],
              },
              { status: 400 },
            )
          : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Show more entries' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cursor is not valid');
    expect(within(alert).getByRole('link', { name: 'Start again from the first page' })).toHaveAttribute(
      'href',
      '/admin/audit?month=2026-03',
    );
    expect(bodyRows()).toHaveLength(10);
  });

  it('is axe-clean at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open('/admin/audit?month=2026-03');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(await seriousViolations()).toEqual([]);
  });
});
