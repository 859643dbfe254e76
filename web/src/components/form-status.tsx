// The outcome of a form, read out as it changes. The live region stays rendered (screen readers
// ignore regions that appear together with their text); an empty one takes no room.
export interface FormStatusValue {
  /** A short heading such as 'Error'. */
  title?: string;
  message: string;
  tone?: 'error' | 'success';
}

export const noStatus: FormStatusValue = { message: '' };

export function FormStatus({ status }: { status: FormStatusValue }) {
  const className = status.tone === 'success' ? 'form-status form-status-success' : 'form-status';
  return (
    <div className={className} role="alert" aria-atomic="true">
      {status.message && (
        <>
          {status.title && <strong className="form-status-title">{status.title}</strong>}
          <span>{status.message}</span>
        </>
      )}
    </div>
  );
}
