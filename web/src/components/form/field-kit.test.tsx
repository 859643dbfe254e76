// The field kit's wiring for assistive technology: each control is named by its label, described
// by its hint and error, and marked invalid only with an error; text and select fields alike.
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { TextField } from './text-field';

function Fields({ error }: { error?: string }) {
  const { register } = useForm({ defaultValues: { Name: '', Size: '' } });
  return (
    <>
      <TextField
        label="Name"
        hint="As on the roster."
        registration={register('Name')}
        {...(error ? { error } : {})}
      />
      <SelectField
        label="Shirt size"
        hint="Youth sizes."
        placeholder="Choose…"
        options={[{ value: 'YM', label: 'Youth M' }]}
        registration={register('Size')}
        {...(error ? { error } : {})}
      />
    </>
  );
}

describe('field kit', () => {
  it.each([
    ['text field', 'textbox', 'Name', 'As on the roster.'],
    ['select field', 'combobox', 'Shirt size', 'Youth sizes.'],
  ] as const)('a %s is named by its label and described by its hint and error', (_, role, name, hint) => {
    const { unmount } = render(<Fields />);
    const control = screen.getByRole(role, { name });
    expect(control).toHaveAccessibleDescription(hint);
    expect(control).not.toHaveAttribute('aria-invalid');
    unmount();

    render(<Fields error="Required." />);
    const invalid = screen.getByRole(role, { name });
    expect(invalid).toHaveAccessibleDescription(`${hint} Required.`);
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
  });

  it('a select field offers its empty first choice and its options', () => {
    render(<Fields />);
    const select = screen.getByRole('combobox', { name: 'Shirt size' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose…',
      'Youth M',
    ]);
  });
});
