import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DateField } from './date-field';
import { modalZIndex } from '@thon/shared/catalog/interface-defaults';

const invalidDate = 'Day must be a date (YYYY-MM-DD)';
const schema = z.object({ Day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, invalidDate) });

function DayForm({ initial = '' }: { initial?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { Day: initial } });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <DateField label="Day" error={errors.Day?.message} registration={register('Day')} />
      <button type="submit">Save</button>
    </form>
  );
}

async function openPicker(initial?: string) {
  const user = userEvent.setup();
  render(<DayForm initial={initial} />);
  await user.click(screen.getByRole('button', { name: 'Choose Day' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Day' });
  return { user, dialog, field: screen.getByLabelText('Day') };
}

describe('DateField', () => {
  it('opens a labelled calendar dialog on the field’s month, focused on its day', async () => {
    const { dialog } = await openPicker('2026-03-10');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Choose Day' })).toHaveAttribute('aria-expanded', 'true');
    const day = within(dialog).getByRole('button', { name: /March 10th, 2026/ });
    expect(day).toHaveFocus();
    // On the catalogue's modal layer, like every modal.
    expect(dialog.style.zIndex).toBe(String(modalZIndex.window));
  });

  it('puts a picked day into the field as yyyy-MM-dd', async () => {
    const { user, dialog, field } = await openPicker('2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: /March 15th, 2026/ }));
    expect(field).toHaveValue('2026-03-15');
  });

  it('moves between days with the arrow keys and picks with Enter', async () => {
    const { user, field } = await openPicker('2026-03-10');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(field).toHaveValue('2026-03-18');
  });

  it('fills today’s date with Today and empties the field with Clear', async () => {
    const { user, dialog, field } = await openPicker('2020-01-02');
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(field).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
  });

  it('closes with Done and with Escape, giving focus back to the field', async () => {
    const { user, dialog, field } = await openPicker();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Choose Day' }));
    await screen.findByRole('dialog', { name: 'Choose Day' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('offers exactly 20 years in the year choice, around the field’s year', async () => {
    const { dialog } = await openPicker('2026-03-10');
    const years = within(within(dialog).getByRole('combobox', { name: /year/i })).getAllByRole('option');
    expect(years).toHaveLength(20);
    expect(years.map((option) => option.textContent)).toContain('2026');
    expect(years[0]).toHaveTextContent('2016');
    expect(years.at(-1)).toHaveTextContent('2035');
  });

  it('accepts a typed date and shows the form’s message for one that is not yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    render(<DayForm />);
    const field = screen.getByLabelText('Day');
    await user.type(field, '03/10/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(invalidDate)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`Format yyyy-MM-dd. ${invalidDate}`);

    await user.clear(field);
    await user.type(field, '2026-03-10');
    expect(screen.queryByText(invalidDate)).not.toBeInTheDocument();
  });
});
