// How a form or button of a page posts to its page's route action: through its own fetcher, as
// JSON named by `intent` (or, for a form with files, its multipart FormData). React Router keeps the pending state, reloads the page's data after the
// action and settles overlapping submissions; the component reads the answer from here. A note of
// the form's own (fields to review, no file chosen) stands until the next answer replaces it.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { FormStatusValue } from './form-status';

type Json = Parameters<ReturnType<typeof useFetcher>['submit']>[0];

export function useActionFetcher<Outcome>() {
  const fetcher = useFetcher<Outcome>();
  const [note, setNote] = useState<{ status: FormStatusValue; before: Outcome | undefined } | null>(null);
  // Plain JSON data (no loader function): what the action answered.
  const data = fetcher.data as Outcome | undefined;
  const busy = fetcher.state !== 'idle';
  const noteStands = note !== null && note.before === data;
  return {
    busy,
    /** The newest answer once the page has reloaded after it; none while a note of the form stands. */
    answer: busy || noteStands ? undefined : data,
    /** The form's own note, if it stands. */
    note: noteStands ? note.status : undefined,
    /** Shows a note of the form's own until the next answer. */
    say: (status: FormStatusValue) => setNote({ status, before: data }),
    submit: (body: Json) => {
      setNote(null);
      return fetcher.submit(body, { method: 'post', encType: 'application/json' });
    },
    /** Posts a form's FormData as multipart/form-data: the one body that can carry files. */
    submitMultipart: (form: FormData) => {
      setNote(null);
      return fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
    },
  };
}
