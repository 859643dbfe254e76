// The units table of a class or a Thon shows the catalogue's default page size of participants,
// and a new search starts again from the first page.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { UnitsEntryTable, type UnitsRow } from './units-entry-table';

const rows: UnitsRow[] = Array.from({ length: defaultItemsPerPage + 3 }, (_, index) => ({
  ParticipantId: `p${index + 1}`,
  Name: `Runner ${String(index + 1).padStart(2, '0')}`,
  Units: index,
}));

function renderTable() {
  const router = createMemoryRouter([
    { path: '/', element: <UnitsEntryTable rows={rows} unitName="lap" locked eventId="e1" /> },
  ]);
  render(<RouterProvider router={router} />);
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('UnitsEntryTable pages', () => {
  it('shows ten participants a page and starts a new search on the first page', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(names()).toHaveLength(defaultItemsPerPage);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Runner 11', 'Runner 12', 'Runner 13']);

    // Every runner still matches, so only the reset brings back the first page.
    await user.type(screen.getByLabelText('Find a participant'), 'Runner');
    expect(names()[0]).toBe('Runner 01');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find a participant'), ' 0');
    expect(names()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Participant pages' })).not.toBeInTheDocument();
  });
});
