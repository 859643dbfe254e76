// A toast beside a page's own status line (spec section 9's toast settings live in the app's
// Toaster). The toast library is loaded when the first toast is shown, not with the page.
export function showToast(tone: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) =>
    tone === 'error' ? toast.error(message) : toast.success(message),
  );
}
