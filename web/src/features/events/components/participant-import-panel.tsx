// Participant import: choose a CSV file (or paste its text), send it, and see the per-row report.
// Columns: First Name, Last Name and Goal are required; Team (or Class) and Grade are optional.
// The import posts to the Thon page's action through a fetcher, which reloads the page's data.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { maxImportCsvCharacters } from '@thon/shared/api/schemas/events';
import { participantsNotImported } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { ParticipantsImported, ThonEventRequest } from '../routes/thon-event-actions';
import { ImportReport } from './import-report';

export const csvMissing = 'Choose a CSV file or paste its text.';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

function answerStatus(answer: ParticipantsImported): FormStatusValue {
  if (!answer.ok) return { message: answer.message };
  return answer.report.Failed.length > 0
    ? { message: answer.report.Message ?? participantsNotImported }
    : { tone: 'success', message: `All participants are imported.` };
}

export function ParticipantImportPanel() {
  const id = useId();
  const fetcher = useFetcher<ParticipantsImported>();
  const [csv, setCsv] = useState('');
  // What the form itself found (no CSV, an unreadable file); it gives way to the next answer.
  const [local, setLocal] = useState<{ status: FormStatusValue; before: ParticipantsImported | undefined }>({
    status: noStatus,
    before: undefined,
  });
  const busy = fetcher.state !== 'idle';
  const answer = !busy ? fetcher.data : undefined;
  const localStands = local.status.message !== '' && local.before === fetcher.data;
  const status = localStands ? local.status : answer ? answerStatus(answer) : noStatus;
  const report = !localStands && answer?.ok ? answer.report : undefined;
  const say = (message: string) => setLocal({ status: { message }, before: fetcher.data });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setCsv(await readText(file));
      setLocal({ status: noStatus, before: fetcher.data });
    } catch {
      say('The file could not be read.');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (csv.trim() === '') return say(csvMissing);
    setLocal({ status: noStatus, before: fetcher.data });
    const request: ThonEventRequest = { intent: 'import-participants', csv };
    void fetcher.submit(request, { method: 'post', encType: 'application/json' });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Import participants</h2>
      <p className="field-hint" id={`${id}-columns`}>
        A header row, then one participant per row. First Name, Last Name and Goal are required; Team (or
        Class) and Grade are optional. Importing the same file again adds no duplicates.
      </p>
      <form noValidate aria-busy={busy} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-file`}>CSV file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-columns`}
            onChange={(event) => void onFile(event)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-text`}>CSV text</label>
          <textarea
            id={`${id}-text`}
            rows={6}
            spellCheck={false}
            maxLength={maxImportCsvCharacters}
            aria-describedby={`${id}-columns`}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
          />
        </div>
        <button type="submit" aria-disabled={busy}>
          {busy ? 'Importing…' : 'Import participants'}
        </button>
        <FormStatus status={status} toastFor={localStands ? undefined : answer} />
      </form>
      {report && <ImportReport report={report} />}
    </section>
  );
}
