// The pledge form's fields and their checks, with the catalogue's messages: the event's minimum
// rate or gift, the minimum transaction for the most a per-unit pledge can cost, the spec's
// email, phone (10 digits) and full-name patterns, and agreeing to the terms. The server checks
// the same rules; these only spare the donor a round trip.
import * as z from 'zod';
import {
  chooseAmount,
  enterRequiredFields,
  initialPledgeTooSmall,
  minimumTransactionNotMet,
  mobileNumberLength,
  mustAgreeToTerms,
  oneTimeGiftTooSmall,
  valueNotValid,
} from '@thon/shared/catalog/messages';
import { emailPattern, fullNamePattern, usPhonePattern } from '@thon/shared/catalog/patterns';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { countableUnits } from '@thon/shared/pledges/pledge-limits';
import type { CreatePledgeBody, PledgeOptions } from '../api/pledge-calls';
import { capOf, centsOf } from './pledge-money';

export type PledgeKindChoice = 'PerUnit' | 'Flat';

export interface PledgeFormValues {
  Kind: PledgeKindChoice;
  Amount: string;
  Cap: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Message: string;
  Anonymous: boolean;
  CoverExpense: boolean;
  AgreeToTerms: boolean;
}

export const maxNameLength = 30;
export const maxMessageLength = 280;

type Limits = Pick<PledgeOptions, 'MinimumRate' | 'MinimumGift' | 'MinimumTransaction' | 'MaxUnits'>;

function amountProblem(values: PledgeFormValues, limits: Limits): string | undefined {
  if (!values.Amount.trim()) return chooseAmount;
  const cents = centsOf(values.Amount);
  if (cents === undefined) return valueNotValid;
  if (values.Kind === 'Flat') {
    return cents < dollarsToCents(limits.MinimumGift) ? oneTimeGiftTooSmall(limits.MinimumGift) : undefined;
  }
  if (cents < dollarsToCents(limits.MinimumRate)) return initialPledgeTooSmall(limits.MinimumRate);
  const units = countableUnits(limits.MaxUnits, capOf(values.Cap));
  return cents * units < dollarsToCents(limits.MinimumTransaction) ? minimumTransactionNotMet : undefined;
}

const text = z.string();

export function pledgeFormSchema(limits: Limits) {
  return z
    .object({
      Kind: z.enum(['PerUnit', 'Flat']),
      Amount: text,
      Cap: text,
      FirstName: text.trim().min(1, enterRequiredFields).max(maxNameLength, valueNotValid),
      LastName: text.trim().min(1, enterRequiredFields).max(maxNameLength, valueNotValid),
      Email: text.trim().min(1, enterRequiredFields).regex(emailPattern, valueNotValid),
      Phone: text.trim().refine((phone) => phone === '' || usPhonePattern.test(phone), mobileNumberLength),
      Message: text.max(maxMessageLength, valueNotValid),
      Anonymous: z.boolean(),
      CoverExpense: z.boolean(),
      AgreeToTerms: z.boolean().refine((agreed) => agreed, mustAgreeToTerms),
    })
    .superRefine((values, context) => {
      const amount = amountProblem(values, limits);
      if (amount) context.addIssue({ code: 'custom', path: ['Amount'], message: amount });
      if (values.Kind === 'PerUnit' && values.Cap.trim() && capOf(values.Cap) === undefined)
        context.addIssue({ code: 'custom', path: ['Cap'], message: valueNotValid });
      const name = `${values.FirstName.trim()} ${values.LastName.trim()}`;
      if (values.FirstName.trim() && values.LastName.trim() && !fullNamePattern.test(name))
        context.addIssue({ code: 'custom', path: ['LastName'], message: valueNotValid });
    });
}

/** The CreatePledge body for checked values (amount in dollars, as the API takes it). */
export function pledgeBody(
  values: PledgeFormValues,
  participantId: string,
  paymentMethodId: string,
  visitId?: string,
): CreatePledgeBody {
  const cap = values.Kind === 'PerUnit' ? capOf(values.Cap) : undefined;
  const phone = values.Phone.trim();
  const message = values.Message.trim();
  return {
    ParticipantId: participantId,
    Kind: values.Kind,
    Amount: (centsOf(values.Amount) ?? 0) / 100,
    ...(cap === undefined ? {} : { MaxUnits: cap }),
    Donor: {
      FirstName: values.FirstName.trim(),
      LastName: values.LastName.trim(),
      Email: values.Email.trim(),
      ...(phone ? { Phone: phone } : {}),
    },
    ...(message ? { Message: message } : {}),
    Anonymous: values.Anonymous,
    CoverExpense: values.CoverExpense,
    AgreeToTerms: true,
    PaymentMethodId: paymentMethodId,
    ...(visitId ? { VisitId: visitId } : {}),
  };
}

/** The form's starting values, with the ?kind= and ?amount= presets of the student page's buttons. */
export function initialValues(search: string): PledgeFormValues {
  const query = new URLSearchParams(search);
  const kind = (query.get('kind') ?? '').toLowerCase();
  const amount = query.get('amount') ?? '';
  return {
    Kind: kind === 'flat' ? 'Flat' : 'PerUnit',
    Amount: centsOf(amount) === undefined ? '' : amount.trim(),
    Cap: '',
    FirstName: '',
    LastName: '',
    Email: '',
    Phone: '',
    Message: '',
    Anonymous: false,
    CoverExpense: false,
    AgreeToTerms: false,
  };
}
