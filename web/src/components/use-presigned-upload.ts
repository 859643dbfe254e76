// One file's trip through a presigned S3 POST, as every image upload of the app makes it: the
// caller's request for the presigned POST, the browser's post of the file straight to S3 with its
// progress and a Cancel, then the caller's confirm (the server checks and re-encodes the stored
// object). The hook keeps the phase the controls show and stops an upload under way when the page
// is left; what each outcome says is the caller's.
import { useEffect, useRef, useState } from 'react';
import { progressBarMax } from '@thon/shared/catalog/interface-defaults';
import {
  postToPresigned,
  UploadCancelled,
  UploadFailed,
  type PresignedPost,
  type RunningUpload,
} from '@/lib/post-to-presigned';

export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'checking' };

export type UploadOutcome<Confirmed> =
  | { kind: 'done'; confirmed: Confirmed }
  | { kind: 'cancelled' }
  /** S3 refused the file or could not be reached (its error code when it sent one). */
  | { kind: 'failed'; error: UploadFailed };

export interface UploadSteps<Post extends PresignedPost, Confirmed> {
  /** Asks our API for the presigned POST (its refusal is thrown to the caller as it came). */
  request: () => Promise<Post>;
  /** Tells our API the object is stored; answers what the caller shows next. */
  confirm: (post: Post) => Promise<Confirmed>;
}

export function usePresignedUpload() {
  const running = useRef<RunningUpload | null>(null);
  // Cancel before the POST has started (while the request answers) stops it before it starts.
  const cancelled = useRef(false);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });

  useEffect(() => () => running.current?.cancel(), []);

  async function upload<Post extends PresignedPost, Confirmed>(
    file: Blob,
    steps: UploadSteps<Post, Confirmed>,
  ): Promise<UploadOutcome<Confirmed>> {
    setPhase({ kind: 'uploading', percent: 0 });
    cancelled.current = false;
    try {
      const post = await steps.request();
      if (cancelled.current) return { kind: 'cancelled' };
      const sending = postToPresigned(post, file, (loaded, total) =>
        setPhase({
          kind: 'uploading',
          percent: Math.min(progressBarMax, Math.round((loaded / total) * progressBarMax)),
        }),
      );
      running.current = sending;
      await sending.done;
      running.current = null;
      setPhase({ kind: 'checking' });
      return { kind: 'done', confirmed: await steps.confirm(post) };
    } catch (error) {
      running.current = null;
      if (error instanceof UploadCancelled) return { kind: 'cancelled' };
      if (error instanceof UploadFailed) return { kind: 'failed', error };
      throw error;
    } finally {
      setPhase({ kind: 'idle' });
    }
  }

  function cancel() {
    cancelled.current = true;
    running.current?.cancel();
  }

  return { phase, busy: phase.kind !== 'idle', upload, cancel };
}
