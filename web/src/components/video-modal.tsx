// The video modal (spec section 1): an accessible dialog around one YouTube or Vimeo
// player. It is mounted only while open, so the player's iframe (and its requests) exist only
// then. Focus moves to Close and is kept inside (Tab and Shift+Tab wrap; focus that escapes, as
// out of the player's iframe, is brought back); Escape and a click on the backdrop close it;
// focus returns to what opened it. The layers' z-index is the catalogue's (spec section 9:
// backdrop 1040, window 1050), so it is not a native <dialog> (whose top layer has no z-index).
// Loaded on demand by video-button.tsx when a visitor asks for the video.
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { modalLayerStyle, useModalLayers } from './modal-layers';
import './video-modal.css';

interface VideoModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The privacy-enhanced embed URL (videoEmbedUrl: youtube-nocookie, Vimeo with dnt). */
  embedUrl: string;
  onClose: () => void;
}

const focusable =
  'a[href], button:not([disabled]), iframe, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The player starts at once: the visitor has just asked for it. */
export function autoplayUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return embedUrl;
  }
}

export function VideoModal({ title, embedUrl, onClose }: VideoModalProps) {
  const titleId = useId();
  const windowRef = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const layers = useModalLayers();
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();

    const inside = () => [...(windowRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab go round the window's own controls (inside the player's iframe the
      // player handles them; focus leaving it comes back through onFocusIn).
      const elements = inside();
      if (elements.length === 0) return;
      event.preventDefault();
      const at = elements.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + elements.length) % elements.length;
      elements[next]?.focus();
    };
    // Focus that lands outside the window (tabbing out of the player, a click elsewhere) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !windowRef.current?.contains(event.target)) {
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = bodyOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <>
      <div
        className="video-modal-backdrop"
        style={{ zIndex: layers.backdrop }}
        aria-hidden="true"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={windowRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="video-modal"
        style={modalLayerStyle(layers)}
      >
        <div className="video-modal-header">
          <h2 id={titleId} className="video-modal-title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="video-modal-close button-secondary"
            aria-label="Close the video"
            onClick={onClose}
          >
            Close
          </button>
        </div>
        <div className="video-modal-frame">
          <iframe
            src={autoplayUrl(embedUrl)}
            title={`Video: ${title}`}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </div>
    </>,
    document.body,
  );
}
