// A new counting code, shown once: a large QR of the counting page's full address (the code rides
// in the fragment, which never reaches a server), the code in text and a button that copies the
// link. A native modal <dialog> like the confirm dialog: Escape and Close shut it, focus returns.
import { useEffect, useId, useRef, useState } from 'react';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { modalLayerStyle, useModalLayers } from '@/components/modal-layers';
import type { CreateCountingCodeResponse } from '../api/eventday-calls';
import { linkCopied, linkNotCopied } from '../eventday-page-messages';
import { QrSvg } from './qr-svg';

interface CountingCodeDialogProps {
  code: CreateCountingCodeResponse;
  timeZone: string;
  onClose: () => void;
}

export function CountingCodeDialog({ code, timeZone, onClose }: CountingCodeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const layers = useModalLayers();
  const [copied, setCopied] = useState<string>('');
  const link = `${window.location.origin}${code.CountingPath}`;
  const until = formatDisplayDateTime(new Date(code.ExpiresAt), timeZone);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied(linkCopied),
      () => setCopied(linkNotCopied),
    );
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog counting-code-dialog"
      style={modalLayerStyle(layers)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{`Counting code for ${code.Label}`}</h2>
      <p>Scan this with the volunteer&apos;s phone camera: it opens the counting page, ready to count.</p>
      <QrSvg
        className="counting-code-qr"
        text={link}
        label={`QR code of the counting link for ${code.Label}`}
      />
      <p>
        Code: <code className="counting-code-text">{code.Code}</code>
      </p>
      <p className="counting-code-link">
        <code>{link}</code>
      </p>
      <p>
        <strong>{`It works until midnight (${until}) and is shown only this once.`}</strong> Revoke it below
        if a phone is lost.
      </p>
      <div className="confirm-dialog-actions">
        <button type="button" onClick={copy}>
          Copy link
        </button>
        <button ref={closeButton} type="button" className="button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p role="status">{copied}</p>
    </dialog>
  );
}
