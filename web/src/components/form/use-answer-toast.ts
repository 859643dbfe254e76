// Spec section 9: every create, update, delete and send confirms with a toast. A form's status
// line already says how the server answered; this repeats each new answer's status as a toast
// (success or error), once per answer, so the line (read out where the form is) and the toast
// (seen wherever the visitor looks) always agree. Notes of the form's own (fields to review) are
// not answers and raise no toast.
import { useEffect, useRef } from 'react';
import { showToast } from '../../lib/show-toast';
import type { FormStatusValue } from './form-status';

export function useAnswerToast(answer: unknown, status: FormStatusValue, text: (message: string) => string) {
  const shown = useRef<unknown>(undefined);
  const message = status.message ? text(status.message) : '';
  useEffect(() => {
    if (answer === undefined || answer === null || answer === shown.current || !message) return;
    shown.current = answer;
    showToast(status.tone === 'success' ? 'success' : 'error', message);
  }, [answer, message, status.tone]);
}
