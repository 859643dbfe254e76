// One reference list's editor: rename entries, add new ones, retire and unretire (a code once in
// the list is never removed: records may hold it), the merged list previewed as the forms will
// offer it, and a save of the whole list conditioned on the version read (another super admin's
// save meanwhile is refused; the editor then offers to reload).
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  referenceListCodeTaken,
  referenceListEntryIncomplete,
  referenceListLabels,
} from '@thon/shared/catalog/reference-list-console-messages';
import { referenceListChangedMeanwhile } from '@thon/shared/catalog/messages';
import { offeredEntries } from '@thon/shared/catalog/reference-list-edits';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { EditedReferenceList } from '../api/reference-list-calls';
import type { ReferenceListOutcome } from '../routes/reference-list-routes-data';

type Entry = { Code: string; Name: string; Retired?: true };

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function ReferenceListEditor({ list }: { list: EditedReferenceList }) {
  const { busy, answer, note, say, submit } = useActionFetcher<ReferenceListOutcome>();
  const revalidator = useRevalidator();
  const [entries, setEntries] = useState<Entry[]>(list.Entries);
  // The list as stored changed (a save, or a reload after another's save): edit it afresh. A
  // refusal answered about the version left behind no longer applies, so it is no longer shown.
  const [base, setBase] = useState<{ version: number; hidden?: ReferenceListOutcome }>({
    version: list.Version,
  });
  if (base.version !== list.Version) {
    setBase({ version: list.Version, ...(answer?.ok === false ? { hidden: answer } : {}) });
    setEntries(list.Entries);
  }
  const [newCode, setNewCode] = useState('');
  const [newName, setNewName] = useState('');
  const saved = new Set(list.Entries.map((entry) => entry.Code));
  const label = referenceListLabels[list.List];

  const change = (code: string, update: (entry: Entry) => Entry | undefined) =>
    setEntries((current) =>
      current.flatMap((entry) => {
        if (entry.Code !== code) return [entry];
        const next = update(entry);
        return next ? [next] : [];
      }),
    );
  const retire = (entry: Entry, retired: boolean) =>
    change(entry.Code, ({ Code, Name }) => (retired ? { Code, Name, Retired: true } : { Code, Name }));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!newCode.trim() || !newName.trim())
      return say({ title: 'Error', message: referenceListEntryIncomplete });
    if (entries.some((entry) => sameCode(entry.Code, newCode)))
      return say({ title: 'Error', message: referenceListCodeTaken });
    setEntries((current) => [...current, { Code: newCode.trim(), Name: newName.trim() }]);
    setNewCode('');
    setNewName('');
  };

  const save = () => void submit({ List: list.List, Version: list.Version, Entries: entries });
  const shown = answer === base.hidden ? undefined : answer;
  const status = note
    ? note
    : !shown
      ? noStatus
      : shown.ok
        ? { tone: 'success' as const, message: shown.message }
        : { title: 'Error', message: shown.message };
  const overtaken = shown?.ok === false && shown.message === referenceListChangedMeanwhile;
  const offered = offeredEntries(entries);
  const retired = entries.filter((entry) => entry.Retired);

  return (
    <section aria-labelledby="reference-list-heading">
      <h2 id="reference-list-heading">{label}</h2>
      <table>
        <caption>Entries of {label}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.Code}>
              <td>{entry.Code}</td>
              <td>
                <input
                  aria-label={`Name of ${entry.Code}`}
                  value={entry.Name}
                  onChange={(event) =>
                    change(entry.Code, (current) => ({ ...current, Name: event.target.value }))
                  }
                />
              </td>
              <td>
                {entry.Retired ? 'Retired' : 'Offered'}
                {list.DefaultCodes.includes(entry.Code)
                  ? ' (default)'
                  : saved.has(entry.Code)
                    ? ''
                    : ' (new)'}
              </td>
              <td>
                {saved.has(entry.Code) ? (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => retire(entry, !entry.Retired)}
                  >
                    {entry.Retired ? `Unretire ${entry.Code}` : `Retire ${entry.Code}`}
                  </button>
                ) : (
                  // Not saved yet, so no record can hold it: it may still be taken out.
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => change(entry.Code, () => undefined)}
                  >
                    {`Remove ${entry.Code}`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <form onSubmit={add} aria-label={`Add an entry to ${label}`}>
        <label>
          Code <input value={newCode} onChange={(event) => setNewCode(event.target.value)} />
        </label>
        <label>
          Name <input value={newName} onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit" className="button-secondary">
          Add entry
        </button>
      </form>

      <h3>Preview</h3>
      <p>What the forms will offer, in this order:</p>
      <ol aria-label={`${label} offered`}>
        {offered.map((entry) => (
          <li key={entry.Code}>{entry.Name}</li>
        ))}
      </ol>
      {retired.length > 0 && (
        <p>Retired (shown on existing records only): {retired.map((entry) => entry.Name).join(', ')}</p>
      )}

      <button type="button" onClick={save} disabled={busy}>
        {busy ? 'Saving…' : `Save ${label}`}
      </button>
      {overtaken && (
        <button type="button" className="button-secondary" onClick={() => void revalidator.revalidate()}>
          Reload the list
        </button>
      )}
      <FormStatus status={status} toastFor={shown} />
    </section>
  );
}
