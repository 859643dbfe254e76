// Each paged list the features show moves through the catalogue's page size for its kind: pledges,
// a donor page's supporters, an import's failed rows, the event page's participants. Here in app/
// because it renders several features' and pages' lists; the pager itself is tested beside it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultItemsPerPage, pageSize, sponsorUpdatePageSize } from '@thon/shared/catalog/limits';
import { SupporterList } from '@/pages/student/components/supporter-list';
import { ImportReport } from '@/features/events/components/import-report';
import { ParticipantDirectory } from '@/features/events/components/participant-directory';
import { PledgeList } from '@/features/pledges/signed-in/pledge-list';
import type { PledgeSummary } from '@/features/pledges/api/pledge-calls';

describe('pledge lists', () => {
  it("show the catalogue's page size of pledges at a time", async () => {
    const user = userEvent.setup();
    const pledges = Array.from(
      { length: pageSize + 2 },
      (_, index) =>
        ({
          PledgeId: `p${index}`,
          DonorName: `Donor ${index + 1}`,
          Kind: 'Flat',
          Amount: 10,
          Estimated: 10,
          Status: 'Charged',
        }) as unknown as PledgeSummary,
    );
    render(<PledgeList pledges={pledges} unitName="lap" label="Pledges for Ava" empty="None" />);
    const list = screen.getByRole('list', { name: 'Pledges for Ava' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(pageSize);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('list', { name: 'Pledges for Ava' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pledges for Ava: pages' })).toBeInTheDocument();
  });

  it("show the catalogue's sponsor update page size of supporters at a time", async () => {
    const user = userEvent.setup();
    const supporters = Array.from({ length: sponsorUpdatePageSize + 1 }, (_, index) => ({
      Name: `Fan ${index + 1}`,
      CreatedAt: `2026-05-0${index + 1}T10:00:00Z`,
    })) as unknown as Parameters<typeof SupporterList>[0]['supporters'];
    render(<SupporterList supporters={supporters} name="Ava J." />);
    const items = () =>
      within(screen.getAllByRole('list')[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toHaveLength(sponsorUpdatePageSize);
    // The pager loads after the list on a donor page.
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(items()).toEqual([`Fan ${sponsorUpdatePageSize + 1}`]);
  });

  it("show an import's failed rows at the catalogue's default page size", async () => {
    const user = userEvent.setup();
    const failed = Array.from({ length: defaultItemsPerPage + 1 }, (_, index) => ({
      Row: index + 2,
      Reason: 'First name is required',
    }));
    render(<ImportReport report={{ Imported: 0, AlreadyImported: 0, Failed: failed } as never} />);
    const rowNumbers = () =>
      within(screen.getByRole('table', { name: 'Rows not imported' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rowNumbers()).toHaveLength(defaultItemsPerPage);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowNumbers()).toEqual([String(defaultItemsPerPage + 2)]);
  });

  it("show the event page's participants at the catalogue's default page size", async () => {
    const user = userEvent.setup();
    const participants = Array.from({ length: defaultItemsPerPage + 2 }, (_, index) => ({
      ParticipantId: `p${index + 1}`,
      DisplayName: `Kid ${index + 1}`,
    }));
    const router = createMemoryRouter([
      { path: '/', element: <ParticipantDirectory participants={participants} /> },
    ]);
    render(<RouterProvider router={router} />);
    const linkNames = () =>
      within(screen.getByRole('region', { name: 'Participants' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(linkNames()).toHaveLength(defaultItemsPerPage);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(linkNames()).toEqual([`Kid ${defaultItemsPerPage + 1}`, `Kid ${defaultItemsPerPage + 2}`]);
  });
});
