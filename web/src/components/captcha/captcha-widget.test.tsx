import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '@thon/shared/api/routes/support';
import { captchaLoadDelayMs } from '@thon/shared/catalog/timing';
import { fakeCaptchaLabel } from '../../testing/fake-altcha';
import { CaptchaWidget } from './captcha-widget';
import { loadAltcha } from './load-altcha';

vi.mock('./load-altcha', async () => {
  const { defineFakeAltcha } = await import('../../testing/fake-altcha');
  return { loadAltcha: vi.fn(() => Promise.resolve(defineFakeAltcha())) };
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadAltcha).mockClear();
});

const challengeUrl = supportRoutes.getCaptchaChallenge.path;
const widgetOnPage = () => document.querySelector('altcha-widget');

describe('the captcha widget', () => {
  it('appears (and its code loads) 2 seconds after the form, not before', async () => {
    vi.useFakeTimers();
    render(<CaptchaWidget challengeUrl={challengeUrl} onSolution={() => undefined} />);
    expect(captchaLoadDelayMs).toBe(2000);

    await act(() => vi.advanceTimersByTimeAsync(captchaLoadDelayMs - 1));
    expect(widgetOnPage()).toBeNull();
    expect(loadAltcha).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadAltcha).toHaveBeenCalledOnce();
    const widget = widgetOnPage();
    expect(widget).not.toBeNull();
    expect(widget).toHaveAttribute('challenge', challengeUrl);
    expect(widget).toHaveAttribute('name', 'altcha');
  });

  it('reports the solution, and a new resetCount puts an unsolved widget in its place', async () => {
    vi.useFakeTimers();
    const onSolution = vi.fn();
    const view = render(<CaptchaWidget challengeUrl={challengeUrl} onSolution={onSolution} />);
    await act(() => vi.advanceTimersByTimeAsync(captchaLoadDelayMs));
    vi.useRealTimers();

    const user = userEvent.setup();
    await user.click(view.getByRole('checkbox', { name: fakeCaptchaLabel }));
    expect(onSolution).toHaveBeenLastCalledWith(expect.stringMatching(/^fake-solution-\d+$/));

    view.rerender(<CaptchaWidget challengeUrl={challengeUrl} onSolution={onSolution} resetCount={1} />);
    expect(onSolution).toHaveBeenLastCalledWith('');
    expect(view.getByRole('checkbox', { name: fakeCaptchaLabel })).not.toBeChecked();
    expect(document.querySelectorAll('altcha-widget')).toHaveLength(1);
  });

  it('stops waiting when the form goes away before the 2 seconds', async () => {
    vi.useFakeTimers();
    const view = render(<CaptchaWidget challengeUrl={challengeUrl} onSolution={() => undefined} />);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(captchaLoadDelayMs * 2));
    expect(loadAltcha).not.toHaveBeenCalled();
  });
});
