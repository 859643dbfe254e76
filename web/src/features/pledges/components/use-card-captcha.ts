// A manage-page card change asked for a captcha (429 CaptchaRequired: too many cards tried from the
// donor's network), as the pledge form is: the form shows the widget and, once it is solved, sends
// the change again with the same card (no new payment method) and the solution. Each solution is
// sent once (the widget is then replaced by a fresh one).
import { useRef, useState } from 'react';
import type { UpdatePledgeBody } from '../api/pledge-calls';
import type { ManageOutcome } from '../routes/manage-data';

export function useCardCaptcha(answer: ManageOutcome | undefined) {
  const [solution, setSolution] = useState('');
  const [resetCount, setResetCount] = useState(0);
  /** The card of the change last sent. */
  const sentCard = useRef<string | undefined>(undefined);
  const needed = answer !== undefined && !answer.ok && answer.captchaRequired === true;
  return {
    needed,
    onSolution: setSolution,
    resetCount,
    /** The card of the change asked for the captcha, to send again once it is solved. */
    refusedCard: () => (needed && solution ? sentCard.current : undefined),
    /** The body to send: a change with a new card carries the solution, once. */
    withSolution(body: UpdatePledgeBody): UpdatePledgeBody {
      sentCard.current = body.PaymentMethodId;
      if (!solution || body.PaymentMethodId === undefined) return body;
      setSolution('');
      setResetCount((count) => count + 1);
      return { ...body, Captcha: solution };
    },
  };
}
