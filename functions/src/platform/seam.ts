// The one seam through which tests replace an adapter (clock, ids, mail, CDN, user pool, Facebook
// Graph; the payment provider next): each adapter module exports its real function wrapped in a
// seam, the domain calls the wrapper, and a unit test swaps in a fake without the emulator, then
// restores the real one. Per adapter, so a function bundles only the adapters its route uses;
// callers mark `seam(...)` /* @__PURE__ */ so the bundler still drops an unused one.
export interface Seam<F extends (...args: never[]) => unknown> {
  (...args: Parameters<F>): ReturnType<F>;
  /** Answers with `fake` until the returned restore function is called. */
  replace(fake: F): () => void;
}

export function seam<F extends (...args: never[]) => unknown>(real: F): Seam<F> {
  let current: F = real;
  const call = ((...args: Parameters<F>) => current(...args)) as Seam<F>;
  call.replace = (fake) => {
    const before = current;
    current = fake;
    return () => {
      current = before;
    };
  };
  return call;
}
