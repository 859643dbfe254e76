// Every modal stacks on the catalogue's layers (spec section 9), and one opened over another
// stacks above it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { modalZIndex } from '@thon/shared/catalog/interface-defaults';
import { ConfirmDialog } from './confirm-dialog';
import { VideoModal } from './video-modal';

function ConfirmThenVideo() {
  const [asking, setAsking] = useState(false);
  const [watching, setWatching] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Ask
      </button>
      {asking && (
        <ConfirmDialog
          question="Watch first?"
          details={
            <button type="button" onClick={() => setWatching(true)}>
              Watch
            </button>
          }
          confirmLabel="Yes"
          busyLabel="…"
          busy={false}
          onConfirm={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      )}
      {watching && (
        <VideoModal
          title="Run day"
          embedUrl="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"
          onClose={() => setWatching(false)}
        />
      )}
    </>
  );
}

describe('modal layers', () => {
  it("put the first modal on the catalogue's backdrop and window layers", async () => {
    const user = userEvent.setup();
    render(<ConfirmThenVideo />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Watch first?' });
    expect(dialog.style.zIndex).toBe(String(modalZIndex.window));
    expect(dialog.style.getPropertyValue('--modal-window-z')).toBe('1050');
    expect(dialog.style.getPropertyValue('--modal-backdrop-z')).toBe('1040');
  });

  it('stack a modal opened over another above it, and start again once both close', async () => {
    const user = userEvent.setup();
    render(<ConfirmThenVideo />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    const video = await screen.findByRole('dialog', { name: 'Run day' });
    const confirm = screen.getByRole('dialog', { name: 'Watch first?', hidden: true });
    const backdrop = document.querySelector<HTMLElement>('.video-modal-backdrop');
    expect(Number(video.style.zIndex)).toBe(modalZIndex.window + 10);
    expect(Number(backdrop?.style.zIndex)).toBe(modalZIndex.backdrop + 11);
    expect(Number(backdrop?.style.zIndex)).toBeGreaterThan(Number(confirm.style.zIndex));

    await user.click(screen.getByRole('button', { name: 'Close the video' }));
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Watch first?' }).style.zIndex).toBe('1050');
  });
});
