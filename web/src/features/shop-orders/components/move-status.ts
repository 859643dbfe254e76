// A move control's status line: its form's own note, else the action's answer (the confirmation,
// or the API's refusal in its own words), else nothing.
import { noStatus, type FormStatusValue } from '../../../components/form/form-status';
import type { OrderMoveOutcome } from '../routes/order-detail-requests';

export function moveStatus(
  note: FormStatusValue | undefined,
  answer: OrderMoveOutcome | undefined,
): FormStatusValue {
  if (note) return note;
  if (!answer) return noStatus;
  return answer.ok
    ? { tone: 'success', message: answer.message }
    : { title: 'Error', message: answer.message };
}
