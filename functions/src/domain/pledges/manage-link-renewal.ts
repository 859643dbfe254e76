// A new manage link after a card was declined through the old one. Whoever holds a manage link can
// try cards on it; replacing the token after each decline means a link that leaked (a forwarded
// email, a shared screen) stops working at once, and only the donor's inbox gets the new one, as
// after a refused charge.
import { manageLinkLabel, newManageLinkNotice, newManageLinkSubject } from '@thon/shared/catalog/messages';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import { emailBodies } from '../email-body';
import { createSecret } from '../auth/one-time-secret';
import { manageLink, manageTokenOf } from './pledge-emails';
import type { PledgePorts } from './ports';

/** Renewing reads nothing: it replaces the token (conditionally) and emails the new link. */
export type RenewLinkDeps = Pick<PledgePorts, 'donorPledges' | 'mailer' | 'links' | 'logger'>;

/** Replaces the pledge's manage token (if still the one read) and emails the donor the new link. */
export async function renewManageLink(
  deps: RenewLinkDeps,
  pledge: PledgeRecord,
  participantName: string,
): Promise<void> {
  if (!pledge.manageTokenHash) return;
  const manage = createSecret();
  // Of two declines at once only one replaces the token; the other's donor gets that one's email.
  if (!(await deps.donorPledges.replaceManageToken(pledge.pledgeId, pledge.manageTokenHash, manage.hash)))
    return;
  try {
    await deps.mailer.send({
      to: pledge.donorEmail,
      subject: newManageLinkSubject(participantName),
      ...emailBodies([
        newManageLinkNotice,
        {
          link: manageLink(deps.links, manageTokenOf(pledge.pledgeId, manage.secret)),
          label: manageLinkLabel,
        },
      ]),
    });
  } catch (error) {
    deps.logger.error('New manage link not emailed', { pledgeId: pledge.pledgeId, error: String(error) });
  }
}
