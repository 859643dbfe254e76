import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toastOptions } from '@thon/shared/catalog/timing';
import { Providers } from './providers';

describe('toasts', () => {
  it('appear top-right, newest first, and go away when tapped', async () => {
    const user = userEvent.setup();
    render(<Providers>page</Providers>);
    // The toast area loads lazily; toasts are raised once it is there (as after any user action).
    await screen.findByRole('region', { name: /notifications/i });

    act(() => {
      toast('First notice');
      toast('Second notice');
    });

    const second = await screen.findByText('Second notice');
    const region = screen.getByRole('region', { name: /notifications/i });
    const toaster = within(region).getByRole('list');
    expect({
      y: toaster.getAttribute('data-y-position'),
      x: toaster.getAttribute('data-x-position'),
    }).toEqual({ y: 'top', x: 'right' });
    const order = within(toaster)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(order).toEqual([
      expect.stringContaining('Second notice'),
      expect.stringContaining('First notice'),
    ]);

    await user.click(second);

    await waitFor(() => expect(screen.queryByText('Second notice')).not.toBeInTheDocument());
    expect(screen.getByText('First notice')).toBeInTheDocument();
    await act(() => toast.dismiss());
  });

  it('close by themselves after the catalogue duration', async () => {
    render(<Providers>page</Providers>);
    await screen.findByRole('region', { name: /notifications/i });
    vi.useFakeTimers();
    try {
      act(() => void toast('Short notice'));
      await act(() => vi.advanceTimersByTimeAsync(toastOptions.durationMs - 100));
      expect(screen.getByText('Short notice')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByText('Short notice')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('show every toast at once, with no limit', async () => {
    render(<Providers>page</Providers>);
    await screen.findByRole('region', { name: /notifications/i });
    // sonner shows 3 by default; the catalogue sets no limit.
    const notices = Array.from({ length: 6 }, (_, index) => `Notice ${index + 1}`);
    act(() => notices.forEach((notice) => void toast(notice)));
    await screen.findByText('Notice 6');
    const region = screen.getByRole('region', { name: /notifications/i });
    const shown = within(region)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('data-visible') === 'true')
      .map((item) => item.textContent);
    expect(shown).toEqual([...notices].reverse().map((notice) => expect.stringContaining(notice)));
    await act(() => toast.dismiss());
  });
});
