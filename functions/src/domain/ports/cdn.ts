// The CDN in front of the public pages: after a write, the cached copies of the paths it changed
// are invalidated (the adapter queues a refused invalidation for retry; it never throws for one).
export interface Cdn {
  invalidateAfterWrite(paths: readonly string[]): Promise<void>;
}
