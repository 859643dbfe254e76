// Random text over an alphabet (lap tokens, counting codes). A port, so a test can force a
// collision and watch it retried.
export interface RandomText {
  /** `length` characters, each drawn uniformly from `alphabet` by a cryptographic source. */
  of(alphabet: string, length: number): string;
}
