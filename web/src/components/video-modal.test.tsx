import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { watchTheVideo } from '@thon/shared/catalog/landing-page-messages';
import { modalZIndex } from '@thon/shared/catalog/interface-defaults';
import { VideoButton } from './video-button';

const embedUrl = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

function setup() {
  const user = userEvent.setup();
  render(
    <main>
      <h1>Lincoln Runs</h1>
      <VideoButton embedUrl={embedUrl} title="Lincoln Runs" />
      <a href="/elsewhere">A link after the button</a>
    </main>,
  );
  return { user, button: screen.getByRole('button', { name: watchTheVideo }) };
}

async function openModal(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Lincoln Runs' });
  // Focus moves to Close in an effect after the dialog renders: on a busy machine that can come
  // after findByRole's answer, so every test waits for it before going on (and fails without it).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close the video' })).toHaveFocus());
  return dialog;
}

describe('the video modal', () => {
  it('creates the player only when opened, as a labelled modal dialog', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('iframe')).toBeNull();
    const dialog = await openModal(user, button);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const player = screen.getByTitle('Video: Lincoln Runs');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe(`${embedUrl}?autoplay=1`);
    expect(player.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(screen.getByRole('button', { name: 'Close the video' })).toHaveFocus();
  });

  it("stacks on the catalogue's layers (backdrop 1040, window 1050)", async () => {
    const { user, button } = setup();
    const dialog = await openModal(user, button);
    expect(dialog.style.zIndex).toBe(String(modalZIndex.window));
    expect(dialog.style.zIndex).toBe('1050');
    const backdrop = document.querySelector<HTMLElement>('.video-modal-backdrop');
    expect(backdrop?.style.zIndex).toBe('1040');
  });

  it('keeps focus inside while Tab and Shift+Tab go round', async () => {
    const { user, button } = setup();
    const dialog = await openModal(user, button);
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < 4; press += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // Focus moved outside by other means comes back.
    screen.getByRole('link', { name: 'A link after the button' }).focus();
    expect(screen.getByRole('button', { name: 'Close the video' })).toHaveFocus();
  });

  it('closes on Escape, removes the player and gives focus back to the button', async () => {
    const { user, button } = setup();
    await openModal(user, button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('iframe')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click on the backdrop and on Close', async () => {
    const { user, button } = setup();
    await openModal(user, button);
    await user.click(document.querySelector('.video-modal-backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await openModal(user, button);
    await user.click(screen.getByRole('button', { name: 'Close the video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has no serious axe finding while open', async () => {
    const { user, button } = setup();
    await openModal(user, button);
    const results = await axe.run(document.body, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });
});
