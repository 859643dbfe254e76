// A franchise's territory: states picked from the states list (the catalogue's, merged with server
// configuration) and ZIP prefixes typed as text. The chosen states are a list of their own, each
// with its Remove button, so a phone never shows a 56-box checklist. The territory's error (the
// form's own check, or the server's overlap refusal) is read under the whole territory.
import { useId, useState } from 'react';
import { territoryStateCodes } from '@thon/shared/franchises/territory';
import { Field } from '../../../components/form/field';
import { useReferenceLists } from '../../../lib/reference-lists';

export interface TerritoryValue {
  States: string[];
  ZipPrefixes: string[];
}

interface TerritoryEditorProps {
  value: TerritoryValue;
  onChange: (value: TerritoryValue) => void;
  /** Why the territory cannot be saved: the form's check or the server's refusal. */
  error?: string | undefined;
}

/** ZIP prefixes as typed: separated by commas, spaces or new lines. */
export const parseZipPrefixes = (text: string): string[] => text.split(/[\s,;]+/u).filter(Boolean);

export function TerritoryEditor({ value, onChange, error }: TerritoryEditorProps) {
  const errorId = useId();
  const lists = useReferenceLists();
  const stateNames = new Map(lists.states.map((entry) => [entry.Code, entry.Name]));
  const choices = territoryStateCodes.filter((code) => !value.States.includes(code));
  const [picked, setPicked] = useState('');
  // The box keeps the text as typed; a reset of the form (after a save) that brings other prefixes
  // writes them into it, during render so the box never shows stale text for a frame.
  const storedPrefixes = value.ZipPrefixes.join(', ');
  const [zip, setZip] = useState({ text: storedPrefixes, stored: storedPrefixes });
  if (zip.stored !== storedPrefixes) {
    const sameAsTyped = parseZipPrefixes(zip.text).join(', ') === storedPrefixes;
    setZip({ text: sameAsTyped ? zip.text : storedPrefixes, stored: storedPrefixes });
  }

  const addState = () => {
    if (!picked || value.States.includes(picked)) return;
    onChange({ ...value, States: [...value.States, picked].sort() });
    setPicked('');
  };
  const removeState = (code: string) =>
    onChange({ ...value, States: value.States.filter((state) => state !== code) });
  const nameOf = (code: string) => stateNames.get(code) ?? code;

  return (
    <fieldset className="territory-editor" aria-describedby={error ? errorId : undefined}>
      <legend>Territory</legend>
      <p className="field-hint">States and ZIP prefixes no other franchise holds.</p>
      {value.States.length === 0 ? (
        <p className="muted">No states chosen.</p>
      ) : (
        <ul className="admin-chips" aria-label="States in this territory">
          {value.States.map((code) => (
            <li key={code}>
              <span>{nameOf(code)}</span>{' '}
              <button
                type="button"
                className="button-secondary"
                aria-label={`Remove ${nameOf(code)}`}
                onClick={() => removeState(code)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-toolbar">
        <Field label="Add a state">
          {(described) => (
            <select {...described} value={picked} onChange={(event) => setPicked(event.target.value)}>
              <option value="">Choose a state</option>
              {choices.map((code) => (
                <option key={code} value={code}>
                  {nameOf(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className="button-secondary" onClick={addState}>
          Add state
        </button>
      </div>
      <Field label="ZIP prefixes" hint="1 to 5 digits each, separated by commas or spaces, e.g. 750, 7510.">
        {(described) => (
          <input
            {...described}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={zip.text}
            onChange={(event) => {
              setZip({ ...zip, text: event.target.value });
              onChange({ ...value, ZipPrefixes: parseZipPrefixes(event.target.value) });
            }}
          />
        )}
      </Field>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
