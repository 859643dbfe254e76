// The donor's email after a pledge: a confirmation with the manage link (per-unit), a request to
// confirm (pending), or a receipt (a gift charged now). Sent after the pledge is written; a failed
// send is logged, never undoes the pledge (the confirmation page shows the same facts).
import {
  confirmLinkLabel,
  emailBreakdown,
  giftEmailCharged,
  giftEmailSubject,
  manageLinkLabel,
  manageLinkNote,
  pendingEmailSubject,
  pledgeEmailCharge,
  pledgeEmailGreeting,
  pledgeEmailPending,
  pledgeEmailPerUnit,
  pledgeEmailSubject,
} from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { capStatement } from '@thon/shared/pledges/cap-statement';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { FeeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import { emailBodies, type EmailParagraph } from '../email-body';
import type { PledgeLinks, PledgePorts } from './ports';

const money = (cents: number) => formatDollars(centsToDollars(cents));

export interface PledgeEmailFacts {
  pledge: PledgeRecord;
  participantName: string;
  eventName: string;
  unitName: string;
  countableUnits: number;
  breakdown: FeeBreakdown;
  /** The manage link's secret (only in this email, never stored). */
  manageToken: string;
  /** The organization's tax statement, for a gift's receipt. */
  taxStatement?: string;
}

/** The manage link's token: the pledge id, a dot, and the secret only the email holds. */
export const manageTokenOf = (pledgeId: string, secret: string) => `${pledgeId}.${secret}`;

/** The manage page reads the token from the fragment: browsers never send it to a server. */
export const manageLink = (links: PledgeLinks, token: string) =>
  `${links.webOrigin()}/pledge/manage#t=${token}`;

export function pledgeEmail(links: PledgeLinks, facts: PledgeEmailFacts) {
  const { pledge, participantName, eventName, unitName, breakdown } = facts;
  const link = manageLink(links, facts.manageToken);
  const split = emailBreakdown(
    money(breakdown.schoolCents),
    money(breakdown.commissionCents),
    money(breakdown.expenseCents),
  );
  const greeting = pledgeEmailGreeting(pledge.donorFirstName);
  let subject: string;
  let paragraphs: EmailParagraph[];
  if (pledge.kind === 'flat') {
    subject = giftEmailSubject(participantName);
    paragraphs = [
      greeting,
      giftEmailCharged(money(breakdown.donorPaysCents), participantName, eventName),
      split,
      ...(facts.taxStatement ? [facts.taxStatement] : []),
    ];
  } else {
    const pledged = pledgeEmailPerUnit(participantName, eventName, money(pledge.amountCents), unitName);
    const cap = capStatement({ units: facts.countableUnits, unitName, rateCents: pledge.amountCents });
    const pending = pledge.status === 'Pending';
    subject = pending ? pendingEmailSubject(participantName) : pledgeEmailSubject(participantName);
    paragraphs = [
      greeting,
      `${pledged} (${cap})`,
      pending ? pledgeEmailPending(money(pledge.amountCents)) : pledgeEmailCharge,
      split,
      { link, label: pending ? confirmLinkLabel : manageLinkLabel },
      manageLinkNote,
    ];
  }
  return { to: pledge.donorEmail, subject, ...emailBodies(paragraphs) };
}

export async function sendPledgeEmail(
  deps: Pick<PledgePorts, 'mailer' | 'links' | 'logger'>,
  facts: PledgeEmailFacts,
): Promise<void> {
  try {
    await deps.mailer.send(pledgeEmail(deps.links, facts));
  } catch (error) {
    deps.logger.error('Pledge email not sent', { pledgeId: facts.pledge.pledgeId, error: String(error) });
  }
}
