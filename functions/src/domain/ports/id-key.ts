// HMACs under the deployment's secret id key: tokens and claim keys only we can make. A port, so a
// rule built on them (an unsubscribe link names exactly one address) runs under a test key.
export interface IdKey {
  /** HMAC-SHA256 (hex) of the parts, joined by newlines (no part may hold one: callers normalize). */
  keyedHash(parts: readonly string[]): Promise<string>;
}
