// The support desk (Jira in production): whether one is configured, the issue types it offers, and
// a ticket with attachments. Without one, the contact form emails support only.
export interface SupportTicket {
  issueType: string;
  summary: string;
  /** Plain text; each line becomes a paragraph of the issue's description. */
  description: string;
  attachments: readonly { fileName: string; contentType: string; content: Buffer }[];
}

export interface SupportDesk {
  configured(): boolean;
  /** The issue types people may choose, in the desk's order. */
  listIssueTypes(): Promise<string[]>;
  /** Creates the ticket with its attachments; answers its key (e.g. SUP-12). */
  createTicket(ticket: SupportTicket): Promise<string>;
}
