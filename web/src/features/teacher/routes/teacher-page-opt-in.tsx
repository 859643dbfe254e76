// The teacher's consent to show their class page to parents and donors (Session flag
// IsTeacherPageOptedIn), saved as soon as the box changes.
import { useState } from 'react';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form-status';
import { useSignedInSession } from '../../../lib/session-route';
import { setTeacherPageOptIn } from '../api/set-teacher-page-opt-in';

export function TeacherPageOptIn() {
  const session = useSignedInSession();
  const [optedIn, setOptedIn] = useState(session.IsTeacherPageOptedIn);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(noStatus);

  async function change(next: boolean) {
    setSaving(true);
    setStatus(noStatus);
    try {
      const saved = await setTeacherPageOptIn(next);
      setOptedIn(saved);
      setStatus({
        tone: 'success',
        message: saved
          ? 'Your class page is shown to parents and donors.'
          : 'Your class page is hidden from parents and donors.',
      });
    } catch (error) {
      setStatus({ message: error instanceof Error ? error.message : 'Your choice could not be saved.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="field checkbox-field" aria-busy={saving}>
      <label>
        <input
          type="checkbox"
          checked={optedIn}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        Show my class page to parents and donors
      </label>
      <FormStatus status={status} />
    </div>
  );
}
