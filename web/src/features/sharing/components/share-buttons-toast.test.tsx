// A share (here: copying the link) is confirmed with a toast beside the buttons' own status line.
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkCopied, linkNotCopied } from '@thon/shared/catalog/messages';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { sharingApi } from '@/testing/sharing-handlers';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => toast.dismiss());
});

async function copyLink(copied: boolean) {
  server.use(...sharingApi().handlers);
  const { user } = renderApp('/student/participant-ava');
  // user-event puts its clipboard in place when set up.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  if (copied) writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new Error('denied'));
  const copy = await screen.findByRole('button', { name: 'Copy link' });
  await user.click(copy);
  // The toast area's code loads after the first paint (providers.tsx).
  return screen.findByRole('region', { name: /notifications/i });
}

describe('share buttons', () => {
  it('confirm a copied link with a success toast', async () => {
    const toasts = await copyLink(true);
    await waitFor(() => expect(within(toasts).getByText(linkCopied)).toBeInTheDocument());
    expect(within(toasts).getByRole('listitem')).toHaveAttribute('data-type', 'success');
  });

  it('say with an error toast when the link could not be copied', async () => {
    const toasts = await copyLink(false);
    await waitFor(() => expect(within(toasts).getByText(linkNotCopied)).toBeInTheDocument());
    expect(within(toasts).getByRole('listitem')).toHaveAttribute('data-type', 'error');
  });
});
