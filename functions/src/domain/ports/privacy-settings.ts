// Privacy settings a deployment may change (the catalogue holds the defaults). A port, so the
// domain reads no environment and a test names its own period.
export interface PrivacySettings {
  /** Whole days after a completed Thon's end date during which its pages still name its children. */
  publicNamesRetentionDays(): number;
}
