// The franchises a vendor serves, picked from the ones the super admin can list (ListFranchises):
// a checkbox each, in a fieldset, so the choice reads well on a phone and to a screen reader.
// A franchise already served but not among the choices stays chosen (and is shown by its id).
import { useId } from 'react';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';

interface FranchisesServedPickerProps {
  choices: readonly FranchiseChoice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

export function FranchisesServedPicker({ choices, value, onChange, error }: FranchisesServedPickerProps) {
  const errorId = useId();
  const hintId = useId();
  const known = new Set(choices.map((choice) => choice.FranchiseId));
  const options = [
    ...choices,
    ...value.filter((id) => !known.has(id)).map((id) => ({ FranchiseId: id, Name: id })),
  ];
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend>Franchises served</legend>
      <p className="field-hint" id={hintId}>
        The vendor sees these franchises&apos; calendars.
      </p>
      {options.length === 0 ? (
        <p>There are no franchises yet.</p>
      ) : (
        options.map((choice) => (
          <div key={choice.FranchiseId} className="field checkbox-field">
            <label>
              <input
                type="checkbox"
                checked={value.includes(choice.FranchiseId)}
                onChange={(event) => toggle(choice.FranchiseId, event.target.checked)}
              />{' '}
              {choice.Name}
            </label>
          </div>
        ))
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
