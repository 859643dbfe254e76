// The CDN in front of the public pages: after a write, the cached copies of the paths it changed
// are invalidated (the adapter queues a refused invalidation for retry; it never throws for one).
export interface Cdn {
  invalidateAfterWrite(paths: readonly string[]): Promise<void>;
}

/** What one invalidation request came to: its id, or why there was nothing to ask for. */
export type Invalidation = { invalidated: true; id: string } | { invalidated: false; reason: string };

/**
 * The distribution itself: one invalidation of `paths` now. Unlike Cdn it throws when CloudFront
 * refuses, because its callers (clearcache, the retry worker) each decide what a refusal means.
 */
export interface CdnDistribution {
  invalidatePaths(paths: readonly string[]): Promise<Invalidation>;
}
