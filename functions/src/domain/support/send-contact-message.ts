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
import { contactFailed, contactSent, invalidCaptcha, ticketNotCreated } from '@thon/shared/catalog/messages';
import {
  contactEmailSubject,
  contactReceiptSubject,
  contactReceiptText,
  issueTypeNotOffered,
  supportSenderName,
  ticketNotCreatedNote,
} from '@thon/shared/catalog/support-messages';
import { claimCaptchaSolution } from '../../data/repositories/captcha-solutions-repository';
import { checkCaptcha } from '../../platform/captcha';
import { createJiraTicket, jiraConfigured } from '../../platform/jira';
import { logger } from '../../platform/logger';
import { sendSupportEmail } from '../../platform/support-email';
import { supportAddress } from '../../platform/support-settings';
import { DomainError, Failed, RuleBroken } from '../errors';
import { readAttachments, type Attachment } from './attachments';
import { reserveContactMessage } from './contact-message-limit';
import { contactMessageText, type Sending } from './contact-message-text';
import { supportIssueTypes } from './issue-types';
import { senderCopyAllowed } from './sender-copy-allowance';

async function chosenIssueType(requested: string | undefined): Promise<string> {
  const offered = await supportIssueTypes();
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
  request: ContactRequest,
  issueType: string,
  attachments: readonly Attachment[],
  sending: Sending,
): Promise<string | undefined> {
  try {
    return await createJiraTicket({
      issueType,
      summary: request.Subject.replace(/[\r\n]+/gu, ' '),
      description: messageText(request, issueType, attachments, sending),
      attachments,
    });
  } catch (error) {
    // Only the reason and status: the client's error carries the request, Authorization included.
    const { message, status } = error as { message?: string; status?: number };
    logger.error('Jira ticket not created; support is emailed', { reason: message, status });
    return undefined;
  }
}

async function send(
  request: ContactRequest,
  sending: Sending,
  clientAddress: string,
): Promise<ContactResponse> {
  const captcha = await checkCaptcha(request.altcha);
  if (!captcha.valid) {
    logger.info('Captcha refused', { reason: captcha.reason });
    throw new RuleBroken(invalidCaptcha);
  }
  const attachments = await readAttachments(request.Files);
  const issueType = await chosenIssueType(request.jiraIssueType);
  await reserveContactMessage(clientAddress);
  if (!(await claimCaptchaSolution(captcha.solutionHash, captcha.expiresAt))) {
    logger.info('Captcha solution used before');
    throw new RuleBroken(invalidCaptcha);
  }

  const ticketKey = jiraConfigured() ? await openTicket(request, issueType, attachments, sending) : undefined;
  const ticketFailed = jiraConfigured() && ticketKey === undefined;
  const text = [
    ...(ticketKey ? [`Jira: ${ticketKey}`] : []),
    ...(ticketFailed ? [ticketNotCreatedNote] : []),
    messageText(request, issueType, attachments, sending),
  ].join('\n');
  try {
    await sendSupportEmail({
      to: supportAddress(),
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
    logger.error('Support email not sent; the Jira ticket has the message', error as Error);
  }
  try {
    if (!(await senderCopyAllowed(request.From))) {
      logger.warn('Receipt to the sender withheld (suppressed address or daily limit)');
      return outcome(ticketFailed, ticketKey);
    }
    await sendSupportEmail({
      to: request.From,
      fromName: supportSenderName,
      replyTo: supportAddress(),
      subject: contactReceiptSubject,
      text: contactReceiptText,
      attachments: [],
      tags: { kind: 'support-contact-receipt' },
    });
  } catch (error) {
    // Support has the message; the receipt is a courtesy.
    logger.warn('Receipt to the sender not sent', { reason: (error as Error).message });
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
  request: ContactRequest,
  from: { timeZone: string; clientAddress: string },
  now = new Date(),
): Promise<ContactResponse> {
  try {
    return await send(request, { at: now, timeZone: from.timeZone }, from.clientAddress);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger.error('Contact message not sent', error as Error);
    throw new Failed(contactFailed);
  }
}
