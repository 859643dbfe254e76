// "Watch the video": the button a landing page or event page shows when it has a video.
// The modal's code loads on the click (or as the pointer comes near), not with the page: donors'
// first download stays small, and the player's iframe exists only while the modal is open.
import { useRef, useState } from 'react';
import { watchTheVideo } from '@thon/shared/catalog/landing-page-messages';
import { useT } from '../i18n/translation';
import type { VideoModal as VideoModalComponent } from './video-modal';

const loadModal = () => import('./video-modal');

interface VideoButtonProps {
  /** The privacy-enhanced embed URL (VideoEmbedUrl). */
  embedUrl: string;
  /** The modal's heading, e.g. the page's title. */
  title: string;
  className?: string;
}

export function VideoButton({ embedUrl, title, className }: VideoButtonProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<typeof VideoModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  async function openModal() {
    if (open || loading) return;
    setLoading(true);
    try {
      const { VideoModal } = await loadModal();
      setModal(() => VideoModal);
      setOpen(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onPointerEnter={() => void loadModal()}
        onClick={() => void openModal()}
      >
        {t(watchTheVideo)}
      </button>
      {open && Modal && (
        <Modal
          title={title}
          embedUrl={embedUrl}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
