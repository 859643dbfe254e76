// The shared pager: the catalogue's page sizes, Previous/Next that stay focusable at the ends, the
// current page marked, and the page said.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager, usePagedList } from './pager';

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
