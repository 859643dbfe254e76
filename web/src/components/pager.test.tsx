// The shared pager: the catalogue's page sizes, Previous/Next that stay focusable at the ends, the
// current page marked, and the page said.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultItemsPerPage, pageSize, sponsorUpdatePageSize } from '@thon/shared/catalog/limits';
import { SupporterList } from '../features/student/components/supporter-list';
import { ImportReport } from '../features/organizer/components/import-report';
import { ParticipantDirectory } from '../features/events/components/participant-directory';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PledgeList } from './pledge-list';
import { Pager, usePagedList } from './pager';
import type { PledgeSummary } from '../lib/pledge-calls';

function Names({ count, size }: { count: number; size: number }) {
  const names = Array.from({ length: count }, (_, index) => `Name ${index + 1}`);
  const paged = usePagedList(names, size);
  return (
    <>
      <ul aria-label="Names">
        {paged.shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <Pager label="Name pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </>
  );
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Names' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pager', () => {
  it('shows one page at a time and moves with Previous, Next and the page numbers', async () => {
    const user = userEvent.setup();
    render(<Names count={23} size={10} />);
    const pager = screen.getByRole('navigation', { name: 'Name pages' });
    expect(shownNames()).toHaveLength(10);
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    expect(shownNames()[0]).toBe('Name 1');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(shownNames()[0]).toBe('Name 11');
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(shownNames()).toEqual(['Name 21', 'Name 22', 'Name 23']);
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(next).toHaveFocus();
    expect(shownNames()[0]).toBe('Name 21');
  });

  it('is left out when everything fits on one page', () => {
    render(<Names count={10} size={10} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(shownNames()).toHaveLength(10);
  });

  it('shows the last page when the list shrinks below the page it was on', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Names count={23} size={10} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    rerender(<Names count={15} size={10} />);
    expect(shownNames()[0]).toBe('Name 11');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

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
