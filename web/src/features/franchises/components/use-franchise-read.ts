// One read a franchise page's panel makes for its franchise when shown: its answer, or the refusal
// to show in its place (an API message, else `failed`), so a panel that fails never hides the rest
// of the page. Panels are keyed by franchise, so an answer always belongs to the franchise shown.
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export type FranchiseRead<T> = { ok: true; data: T } | { ok: false; message: string } | undefined;

export function useFranchiseRead<T>(
  franchiseId: string,
  read: (franchiseId: string, signal: AbortSignal) => Promise<T>,
  failed: string,
): FranchiseRead<T> {
  const [result, setResult] = useState<FranchiseRead<T>>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    read(franchiseId, controller.signal).then(
      (data) => setResult({ ok: true, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ ok: false, message: error instanceof ApiError ? error.message : failed });
      },
    );
    return () => controller.abort();
    // `read` must be stable (module-level at every call site), or each render would read again.
  }, [franchiseId, read, failed]);
  return result;
}
