// A console Thon control's status line: its form's own note, else the API's answer (a success
// confirmed, a refusal with the API's message), else nothing.
import { noStatus, type FormStatusValue } from '../../../components/form/form-status';
import type { ConsoleThonPageOutcome } from '../routes/console-thon-page-actions';

export function outcomeStatus(
  note: FormStatusValue | undefined,
  answer: ConsoleThonPageOutcome | undefined,
): FormStatusValue {
  if (note) return note;
  if (!answer) return noStatus;
  return answer.ok
    ? { tone: 'success', message: answer.message }
    : { title: 'Error', message: answer.message };
}
