// The one way the web asks "are you sure?": a native modal <dialog> (showModal), named by its
// question. Focus goes to the safe answer (cancel); Escape cancels; while the confirmed action
// runs, the confirm button says so and neither answer can be given again. When the dialog goes
// away, focus returns to what opened it if that is still on the page (a page that removes it, as
// a removed card does, moves focus itself). It carries the catalogue's modal layers (modal-layers.ts)
// like every modal; browsers that put a modal <dialog> in the top layer stack it above the page
// and above modals opened before it in the same order.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { modalLayerStyle, useModalLayers } from './modal-layers';

interface ConfirmDialogProps {
  /** The question, the dialog's accessible name, e.g. "Remove Leo?". */
  question: ReactNode;
  /** What the action changes, read after the question. */
  details?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  cancelLabel?: string;
  /** True while the confirmed action runs. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  question,
  details,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const detailsId = useId();
  const layers = useModalLayers();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    cancelButton.current?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      style={modalLayerStyle(layers)}
      aria-labelledby={questionId}
      aria-describedby={details ? detailsId : undefined}
      aria-busy={busy}
      // The browser closes a modal dialog on Escape (a "cancel" event); the dialog's state is
      // React's, so the event only asks, and the answer comes from `cancel`.
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      }}
    >
      <p id={questionId} className="confirm-dialog-question">
        {question}
      </p>
      {details && (
        <p id={detailsId} className="confirm-dialog-details">
          {details}
        </p>
      )}
      <div className="confirm-dialog-actions">
        <button type="button" aria-disabled={busy} onClick={() => !busy && onConfirm()}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          ref={cancelButton}
          type="button"
          className="button-secondary"
          aria-disabled={busy}
          onClick={cancel}
        >
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
