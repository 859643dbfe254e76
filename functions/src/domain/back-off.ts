// The pause before a conditional write cancelled by a concurrent one is tried again: exponential,
// with jitter so racing requests do not meet again at the same instant.
export function backOff(round: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2 ** round * 10 + Math.random() * 20));
}
