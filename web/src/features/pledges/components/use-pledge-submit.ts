// One pledge submission: the card becomes a payment method (card entry), then the page's action
// posts CreatePledge with the attempt's Idempotency-Key. The key is made once per attempt and kept
// with its payment method while the body stays the same, so a retry after no answer sends the very
// same request and the server answers the same pledge; a definite answer ends the attempt.
// Asked for a captcha (429 CaptchaRequired), the form shows it and sends the same attempt again
// with the solution; each solution is sent once (the widget is then replaced by a fresh one).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { cardServiceUnreachable, pledgeThanks } from '@thon/shared/catalog/messages';
import { noStatus, type FormStatusValue } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { CardEntryHandle } from '../card-entry/card-entry-types';
import type { CreatePledgeOutcome, CreatePledgeRequest } from '../routes/pledge-actions';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { pledgeBody, type PledgeFormValues } from './pledge-form-schema';
import { showToast } from '../../../lib/show-toast';

interface Attempt {
  fingerprint: string;
  key: string;
  paymentMethodId: string;
}

const notPledged = (message: string): FormStatusValue => ({ title: 'Not pledged', message, tone: 'error' });

export function usePledgeSubmit(participantId: string, card: RefObject<CardEntryHandle | null>) {
  const navigate = useNavigate();
  const { busy, answer, note, say, submit } = useActionFetcher<CreatePledgeOutcome>();
  const [cardBusy, setCardBusy] = useState(false);
  const attempt = useRef<Attempt | undefined>(undefined);
  const [captcha, setCaptcha] = useState('');
  const [captchaCount, setCaptchaCount] = useState(0);

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      attempt.current = undefined;
      showToast('success', pledgeThanks);
      void navigate(`/pledge/confirmation/${encodeURIComponent(answer.pledge.PledgeId)}`, {
        // The participant, for the confirmation page's share buttons.
        state: { pledge: answer.pledge, participantId },
      });
      return;
    }
    if (!answer.retryable) attempt.current = undefined;
    showToast('error', answer.message);
  }, [answer, navigate, participantId]);

  async function pledge(values: PledgeFormValues, visitId?: string): Promise<void> {
    setCardBusy(true);
    try {
      const fingerprint = JSON.stringify(pledgeBody(values, participantId, '', visitId));
      let current = attempt.current?.fingerprint === fingerprint ? attempt.current : undefined;
      if (!current) {
        const name = `${values.FirstName.trim()} ${values.LastName.trim()}`;
        const phone = values.Phone.trim();
        const made = (await card.current?.createPaymentMethod({
          name,
          email: values.Email.trim(),
          ...(phone ? { phone } : {}),
        })) ?? { error: cardServiceUnreachable };
        if ('error' in made) {
          say(notPledged(made.error));
          return;
        }
        current = { fingerprint, key: newIdempotencyKey(), paymentMethodId: made.paymentMethodId };
      }
      attempt.current = current;
      const body = pledgeBody(values, participantId, current.paymentMethodId, visitId);
      const request: CreatePledgeRequest = {
        intent: 'create',
        idempotencyKey: current.key,
        body: captcha ? { ...body, Captcha: captcha } : body,
      };
      // A solution works once: the next attempt needs a fresh one.
      if (captcha) {
        setCaptcha('');
        setCaptchaCount((count) => count + 1);
      }
      await submit(request as unknown as Parameters<typeof submit>[0]);
    } finally {
      setCardBusy(false);
    }
  }

  const status = note ?? (answer && !answer.ok ? notPledged(answer.message) : noStatus);
  // Shown while the latest answer asks for it; a solved captcha buys the network a few attempts.
  const captchaNeeded = answer !== undefined && !answer.ok && answer.captchaRequired;
  return {
    busy: busy || cardBusy,
    status,
    pledge,
    captcha: { needed: captchaNeeded, onSolution: setCaptcha, resetCount: captchaCount },
  };
}
