// The phone's camera reading bibs: about 8 frames a second through the QR decoder, only while the
// page is visible (a pocketed phone stops the camera), with a bib's repeated sightings in one pass
// dropped here (repeat-filter.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/translation';
import { createQrDecoder } from './qr-decoder';
import { createRepeatFilter } from './repeat-filter';

const frameIntervalMs = 125;

export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const latestOnScan = useRef(onScan);
  useEffect(() => {
    latestOnScan.current = onScan;
  });

  const stop = useCallback(() => setRunning(false), []);

  useEffect(() => {
    if (!running) return undefined;
    let active = true;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const fresh = createRepeatFilter();
    const element = video.current;

    const scanFrame = async (decode: (element: HTMLVideoElement) => Promise<string | undefined>) => {
      if (!active || !element) return;
      const text = await decode(element).catch(() => undefined);
      if (active && text !== undefined && fresh(text.trim().toUpperCase())) latestOnScan.current(text);
      if (active) {
        // A timer paces the frames; the animation frame skips the work while the tab is hidden.
        timer = setTimeout(() => {
          frame = requestAnimationFrame(() => void scanFrame(decode));
        }, frameIntervalMs);
      }
    };

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (!active || !element) return;
        element.srcObject = stream;
        await element.play();
        const decoder = await createQrDecoder();
        setFailed(false);
        void scanFrame((source) => decoder.decode(source));
      } catch {
        if (active) {
          setFailed(true);
          setRunning(false);
        }
      }
    };
    void start();

    const hidden = () => {
      if (document.visibilityState === 'hidden') setRunning(false);
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', hidden);
      if (timer !== undefined) clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (element) element.srcObject = null;
    };
  }, [running]);

  return (
    <div className="counting-camera">
      <video ref={video} muted playsInline hidden={!running} aria-label={t('Camera')} />
      {failed && (
        <p role="alert">
          {t(
            'The camera could not start. Allow the camera for this page, or use a scanner or Count by name.',
          )}
        </p>
      )}
      <button
        type="button"
        className="counting-big-button"
        onClick={() => (running ? stop() : setRunning(true))}
      >
        {running ? t('Stop camera') : t('Start camera')}
      </button>
    </div>
  );
}
