// Participant import: choose a CSV file (or paste its text), send it, and see the per-row report.
// Columns: First Name, Last Name and Goal are required; Team (or Class) and Grade are optional.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { maxImportCsvCharacters } from '@thon/shared/api/schemas/events';
import { participantsNotImported } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus, useFormStatus } from '../../../components/form-status';
import { importParticipants, type ImportReport as Report } from '../api/import-participants';
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

interface ParticipantImportPanelProps {
  eventId: string;
  onImported: () => void;
}

export function ParticipantImportPanel({ eventId, onImported }: ParticipantImportPanelProps) {
  const id = useId();
  const [csv, setCsv] = useState('');
  const { status, setStatus, attempt } = useFormStatus();
  const [report, setReport] = useState<Report>();
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setCsv(await readText(file));
      setStatus(noStatus);
    } catch {
      setStatus({ message: 'The file could not be read.' });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (csv.trim() === '') return setStatus({ message: csvMissing });
    setBusy(true);
    setReport(undefined);
    try {
      await attempt(async () => {
        const answer = await importParticipants(eventId, csv);
        setReport(answer);
        setStatus(
          answer.Failed.length > 0
            ? { message: answer.Message ?? participantsNotImported }
            : { tone: 'success', message: `All participants are imported.` },
        );
        onImported();
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Import participants</h2>
      <p className="field-hint" id={`${id}-columns`}>
        A header row, then one participant per row. First Name, Last Name and Goal are required; Team (or
        Class) and Grade are optional. Importing the same file again adds no duplicates.
      </p>
      <form noValidate aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
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
        <FormStatus status={status} />
      </form>
      {report && <ImportReport report={report} />}
    </section>
  );
}
