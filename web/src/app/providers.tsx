// App-wide providers that sit outside the router: the visitor's language and the toast
// area, set up per spec section 9.
// The toast library loads after the first paint, in its own chunk: a donor opening an event page
// never sees a toast before acting, so it stays out of the first download.
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { toastOptions } from '@thon/shared/catalog/timing';
import { TranslationProvider } from '../i18n/translation';

// Tapping anywhere on a toast dismisses it: the tap is handed to the toast's own close button,
// so sonner runs its usual exit. Taps on a toast's action buttons keep their own meaning.
function dismissTappedToast(event: MouseEvent<HTMLDivElement>): void {
  if (!toastOptions.tapToDismiss || !(event.target instanceof Element)) return;
  if (event.target.closest('button')) return;
  const tapped = event.target.closest('[data-sonner-toast]');
  tapped?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

// sonner's stylesheet as a file of our origin (the CSP refuses the <style> sonner would inject:
// web/tooling/sonner-stylesheet.ts).
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([module]) => ({
    default: module.Toaster,
  })),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TranslationProvider>
      {children}
      {/* A wrapper only to catch taps; it adds no landmark or role of its own. */}
      <div className="toast-area" onClick={dismissTappedToast}>
        <Suspense fallback={null}>
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
        </Suspense>
      </div>
    </TranslationProvider>
  );
}
