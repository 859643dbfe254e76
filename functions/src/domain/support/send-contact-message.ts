// The contact form. The platform has parsed the multipart body and checked the fields
// (missing ones: 'Please enter the required fields.'). Here, in order: the captcha (ours, not
// expired, solved), the attachments (content and extension), the issue type; then the message is
// counted against the sender's network (contact-message-limit.ts) and the solution is claimed (one
// message per solution, even for two requests at once: 'Invalid Captcha' for the second), so a
// refusal above uses up neither. With Jira, the message becomes an issue with the attachments; a
// Jira failure is 'Unable to create ticket. Please email support.' and support is emailed all the
// same. Support's email carries the attachments, Reply-To the visitor; the visitor's address gets
// a short receipt without any of the message (sender-copy-allowance.ts says when).
import type { ContactRequest, ContactResponse } from '@thon/shared/api/schemas/support';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import { contactFailed, contactSent, invalidCaptcha, ticketNotCreated } from '@thon/shared/catalog/messages';
import {
  contactEmailSubject,
  contactReceiptSubject,
  contactReceiptText,
  issueTypeNotOffered,
  supportSenderName,
  ticketNotCreatedNote,
} from '@thon/shared/catalog/support-messages';
import { DomainError, Failed, RuleBroken } from '../errors';
import { readAttachments, type Attachment } from './attachments';
import { reserveContactMessage } from './contact-message-limit';
import { contactMessageText, type Sending } from './contact-message-text';
import { supportIssueTypes } from './issue-types';
import type { SupportPorts } from './ports';
import { senderCopyAllowed } from './sender-copy-allowance';

export type ContactDeps = SupportPorts;

async function chosenIssueType(deps: ContactDeps, requested: string | undefined): Promise<string> {
  const offered = await supportIssueTypes(deps);
  if (!requested) return offered[0] ?? 'Question';
  const match = offered.find((name) => name.toLowerCase() === requested.toLowerCase());
  if (!match)
    throw new RuleBroken(issueTypeNotOffered, [{ path: 'jiraIssueType', message: issueTypeNotOffered }]);
  return match;
}

function messageText(
  request: ContactRequest,
  issueType: string,
  attachments: readonly Attachment[],
  sending: Sending,
): string {
  return contactMessageText(
    request,
    issueType,
    attachments.map((file) => file.fileName),
    sending,
  );
}

/** The Jira issue's key, or undefined when Jira failed (logged). */
async function openTicket(
  deps: ContactDeps,
  request: ContactRequest,
  issueType: string,
  attachments: readonly Attachment[],
  sending: Sending,
): Promise<string | undefined> {
  try {
    return await deps.desk.createTicket({
      issueType,
      summary: request.Subject.replace(/[\r\n]+/gu, ' '),
      description: messageText(request, issueType, attachments, sending),
      attachments,
    });
  } catch (error) {
    // Only the reason and status: the client's error carries the request, Authorization included.
    const { message, status } = error as { message?: string; status?: number };
    deps.logger.error('Jira ticket not created; support is emailed', { reason: message, status });
    return undefined;
  }
}

async function send(
  deps: ContactDeps,
  request: ContactRequest,
  sending: Sending,
  clientAddress: string,
): Promise<ContactResponse> {
  const captcha = await deps.captcha.checkCaptcha(request.altcha);
  if (!captcha.valid) {
    deps.logger.info('Captcha refused', { reason: captcha.reason });
    throw new RuleBroken(invalidCaptcha);
  }
  const attachments = await readAttachments(deps, request.Files);
  const issueType = await chosenIssueType(deps, request.jiraIssueType);
  await reserveContactMessage(deps, clientAddress);
  if (!(await deps.captchaSolutions.claimCaptchaSolution(captcha.solutionHash, captcha.expiresAt))) {
    deps.logger.info('Captcha solution used before');
    throw new RuleBroken(invalidCaptcha);
  }

  const ticketKey = deps.desk.configured()
    ? await openTicket(deps, request, issueType, attachments, sending)
    : undefined;
  const ticketFailed = deps.desk.configured() && ticketKey === undefined;
  const text = [
    ...(ticketKey ? [`Jira: ${ticketKey}`] : []),
    ...(ticketFailed ? [ticketNotCreatedNote] : []),
    messageText(request, issueType, attachments, sending),
  ].join('\n');
  try {
    await deps.mail.sendSupportEmail({
      to: deps.settings.supportAddress(),
      fromName: request.FromName,
      replyTo: request.From,
      subject: `${ticketKey ? `[${ticketKey}] ` : ''}${contactEmailSubject(request.Subject)}`,
      text,
      attachments,
      tags: { kind: 'support-contact' },
    });
  } catch (error) {
    // With a ticket, support has the message in Jira: the visitor is told it was sent.
    if (!ticketKey) throw error;
    deps.logger.error('Support email not sent; the Jira ticket has the message', { error: String(error) });
  }
  // Support has it now (in Jira, by email or both): counted once, whatever becomes of the receipt.
  deps.metrics.count(businessMetrics.contactMessages);
  try {
    if (!(await senderCopyAllowed(deps, request.From))) {
      deps.logger.warn('Receipt to the sender withheld (suppressed address or daily limit)');
      return outcome(ticketFailed, ticketKey);
    }
    await deps.mail.sendSupportEmail({
      to: request.From,
      fromName: supportSenderName,
      replyTo: deps.settings.supportAddress(),
      subject: contactReceiptSubject,
      text: contactReceiptText,
      attachments: [],
      tags: { kind: 'support-contact-receipt' },
    });
  } catch (error) {
    // Support has the message; the receipt is a courtesy.
    deps.logger.warn('Receipt to the sender not sent', { reason: (error as Error).message });
  }

  return outcome(ticketFailed, ticketKey);
}

function outcome(ticketFailed: boolean, ticketKey: string | undefined): ContactResponse {
  if (ticketFailed) return { Message: ticketNotCreated, Outcome: 'ticket-not-created' };
  if (ticketKey) return { Message: contactSent, Outcome: 'ticket-created', TicketKey: ticketKey };
  return { Message: contactSent, Outcome: 'emailed' };
}

/** Refusals answer with their message; anything unexpected is the spec's 'Something went wrong!' (5xx). */
export async function sendContactMessage(
  deps: ContactDeps,
  request: ContactRequest,
  from: { timeZone: string; clientAddress: string },
): Promise<ContactResponse> {
  try {
    const at = new Date(deps.clock.nowMs());
    return await send(deps, request, { at, timeZone: from.timeZone }, from.clientAddress);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    deps.logger.error('Contact message not sent', { error: String(error) });
    throw new Failed(contactFailed);
  }
}
