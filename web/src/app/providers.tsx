// App-wide providers that sit outside the router: the toast area, set up per spec section 9.
import type { MouseEvent, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { toastOptions } from '@thon/shared/catalog/timing';

// Tapping anywhere on a toast dismisses it: the tap is handed to the toast's own close button,
// so sonner runs its usual exit. Taps on a toast's action buttons keep their own meaning.
function dismissTappedToast(event: MouseEvent<HTMLDivElement>): void {
  if (!toastOptions.tapToDismiss || !(event.target instanceof Element)) return;
  if (event.target.closest('button')) return;
  const tapped = event.target.closest('[data-sonner-toast]');
  tapped?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* A wrapper only to catch taps; it adds no landmark or role of its own. */}
      <div className="toast-area" onClick={dismissTappedToast}>
        <Toaster
          position={toastOptions.position}
          duration={toastOptions.durationMs}
          visibleToasts={toastOptions.limit}
          // No limit on toasts, so all stay expanded and readable; sonner always puts the newest on
          // top (toastOptions.newestOnTop), which needs no setting.
          expand
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
        />
      </div>
    </>
  );
}
