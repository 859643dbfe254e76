// An in-memory support desk (domain/ports/support-desk.ts): its issue types, the tickets opened,
// and a switch that makes it fail as an unreachable Jira would.
import type { SupportDesk, SupportTicket } from '../../../src/domain/ports/support-desk';

export class InMemorySupportDesk implements SupportDesk {
  readonly tickets: SupportTicket[] = [];
  down = false;
  listed = 0;

  constructor(
    private readonly issueTypes: string[] = ['Bug', 'Question'],
    /** false: a deployment without a desk. */
    private readonly isConfigured = true,
  ) {}

  configured = () => this.isConfigured;

  listIssueTypes = () => {
    this.listed += 1;
    return this.down ? Promise.reject(new Error('Jira down')) : Promise.resolve([...this.issueTypes]);
  };

  createTicket = (ticket: SupportTicket) => {
    if (this.down) return Promise.reject(new Error('Jira down'));
    this.tickets.push(ticket);
    return Promise.resolve(`SUP-${this.tickets.length}`);
  };
}
