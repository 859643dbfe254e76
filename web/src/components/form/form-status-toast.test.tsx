// A form's status line confirms each new server answer with a toast (spec section 9), once per
// answer; the form's own notes raise none.
import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { FormStatus, noStatus, type FormStatusValue } from './form-status';

function Page({ status, answer }: { status: FormStatusValue; answer?: unknown }) {
  return (
    <Providers>
      <FormStatus status={status} toastFor={answer} />
    </Providers>
  );
}

async function toasts() {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => ({ text: item.textContent, type: item.getAttribute('data-type') }));
}

afterEach(() => act(() => void toast.dismiss()));

describe('FormStatus toasts', () => {
  it('toasts a success answer as success and an error answer as error, once each', async () => {
    const first = { ok: true };
    const { rerender } = render(<Page status={{ tone: 'success', message: 'Saved.' }} answer={first} />);
    await screen.findByText('Saved.', { selector: '[data-title]' });
    rerender(<Page status={{ tone: 'success', message: 'Saved.' }} answer={first} />);
    const second = { ok: false };
    rerender(<Page status={{ title: 'Error', message: 'Not allowed.' }} answer={second} />);
    await screen.findByText('Not allowed.', { selector: '[data-title]' });
    expect(await toasts()).toEqual([
      { text: expect.stringContaining('Not allowed.'), type: 'error' },
      { text: expect.stringContaining('Saved.'), type: 'success' },
    ]);
    // The status line stays, for screen readers where the form is.
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorNot allowed.');
  });

  it("raises no toast for the form's own note or an empty status", async () => {
    const { rerender } = render(<Page status={{ message: 'Please review the fields.' }} />);
    rerender(<Page status={noStatus} answer={{ ok: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    // A later answer that does toast shows alone: neither earlier render raised one before it.
    rerender(<Page status={{ tone: 'success', message: 'Sent.' }} answer={{ ok: true, sent: 1 }} />);
    await screen.findByText('Sent.', { selector: '[data-title]' });
    expect(await toasts()).toEqual([{ text: expect.stringContaining('Sent.'), type: 'success' }]);
  });
});
