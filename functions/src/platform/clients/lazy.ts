// Creates a client on first use, after the environment (endpoint, region) is known.
export function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}
