// The two ways a parent adds a child: an access code the school gave out (with the code of the
// child's event, which the server requires too), or a new participant for an event found by its
// event code (with grade and shirt size from the catalogue). Both run in
// the shared GuardedForm shell, check their fields with react-hook-form, post to the add page's
// route action through a fetcher (which reloads the count) and report the answer (including the
// limit of 9) in their live region through one hook.
import { useCallback, useEffect, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { eventCodeRequestSchema } from '@thon/shared/api/schemas/event-code';
import { addParticipantRequestSchema, type AddedParticipant } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal, minimumGoal } from '@thon/shared/catalog/donations';
import { approvalExplained, enterAccessCode, minimumGoalNotMet } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { offeredEntries } from '@thon/shared/catalog/reference-list-edits';
import type { ReferenceLists } from '@thon/shared/catalog/reference-lists';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { useReferenceLists } from '@/lib/reference-lists';
import type { AddParticipantOutcome, AddParticipantRequest } from '../routes/participant-actions';

/** The server's own fields (addParticipantRequestSchema); the form adds messages for people. */
const serverField = addParticipantRequestSchema.shape;
const maxGoal = serverField.Goal.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;

/** Required text within the server field's length, then checked by that field itself. */
const required = (message: string, field: z.ZodString) => {
  const max = field.maxLength ?? Number.MAX_SAFE_INTEGER;
  return z.string().trim().min(1, message).max(max, `At most ${max} characters.`).pipe(field);
};

const accessCodeFormSchema = z.object({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  AccessCode: required(enterAccessCode, serverField.AccessCode.unwrap()),
});

const newParticipantFormSchema = z.object({
  EventCode: eventCodeRequestSchema.shape.EventCode,
  FirstName: required('Please enter a first name', serverField.FirstName.unwrap()),
  LastName: required('Please enter a last name', serverField.LastName.unwrap()),
  Grade: z.string(),
  ShirtSize: z.string(),
  Goal: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter the goal in whole dollars')
    .transform(Number)
    .refine((goal) => goal >= minimumGoal, minimumGoalNotMet)
    .refine((goal) => goal <= maxGoal, `The goal can be at most ${formatDollars(maxGoal)}.`)
    .pipe(serverField.Goal.unwrap()),
});

// The merged lists (server-configured grades and sizes too), from GetReferenceLists; a retired
// entry still names old records' values but a new child cannot take it.
const gradeOptions = ({ grades }: ReferenceLists) =>
  offeredEntries(grades).map((grade) => ({ value: grade.Code, label: grade.Name }));
const shirtSizeOptions = ({ shirtSizes }: ReferenceLists) =>
  offeredEntries(shirtSizes).map((size) => ({ value: size.Code, label: `${size.Code}: ${size.Name}` }));

const notAdded = (message: string): FormStatusValue => ({ title: 'Not added', message, tone: 'error' });

/** A child the parent created waits for the organizer: say so where the parent reads the answer. */
function addedStatus(participant: AddedParticipant): FormStatusValue {
  const added = `${participant.FirstName} ${participant.LastName} was added.`.replace(/\s+/g, ' ');
  return {
    message: participant.AwaitingApproval ? `${added} ${approvalExplained}` : added,
    tone: 'success',
  };
}

/**
 * One add, as both forms run it: post through the fetcher, then either the added child (reset the
 * form, say so; the page reloads the count) or a refusal, the API's message or the event code's.
 */
function useAddParticipant(reset: () => void, onRefused?: (outcome: AddParticipantOutcome) => void) {
  const { busy, answer, submit } = useActionFetcher<AddParticipantOutcome>();
  useEffect(() => {
    if (answer?.ok) reset();
    else if (answer) onRefused?.(answer);
  }, [answer, reset, onRefused]);
  const status = !answer ? noStatus : answer.ok ? addedStatus(answer.participant) : notAdded(answer.message);
  return { busy, status, answer, submit: (request: AddParticipantRequest) => submit(request) };
}

interface AddFormProps {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  status: FormStatusValue;
  /** The answer the status reports, confirmed with a toast. */
  answer: unknown;
  children: ReactNode;
}

/** The shell both add forms share: GuardedForm with the add's outcome as its live region. */
function AddForm({ status, answer, ...form }: AddFormProps) {
  return (
    <GuardedForm {...form} busyLabel="Adding…" after={<FormStatus status={status} toastFor={answer} />} />
  );
}

/** A printed code (access code, event code): typed in capitals, never autocompleted or spell-checked. */
function CodeField(
  props: Pick<ComponentProps<typeof TextField>, 'label' | 'hint' | 'error' | 'registration'>,
) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}

export function AccessCodeParticipantForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(accessCodeFormSchema),
    defaultValues: { EventCode: '', AccessCode: '' },
  });
  const { busy, status, answer, submit } = useAddParticipant(reset);
  const onSubmit = handleSubmit(({ EventCode, AccessCode }) =>
    submit({ intent: 'add-by-code', AccessCode, EventCode }),
  );

  return (
    <AddForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Add with access code"
      status={status}
      answer={answer}
    >
      <CodeField
        label="Event code"
        hint="The code of your child's event, as printed on the event flyer."
        error={errors.EventCode?.message}
        registration={register('EventCode')}
      />
      <CodeField
        label="Access code"
        hint="The code on the card your child's school sent home."
        error={errors.AccessCode?.message}
        registration={register('AccessCode')}
      />
    </AddForm>
  );
}

export function NewParticipantForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newParticipantFormSchema),
    defaultValues: {
      EventCode: '',
      FirstName: '',
      LastName: '',
      Grade: '',
      ShirtSize: '',
      Goal: String(defaultPersonalGoal),
    },
  });
  const markEventCode = useCallback(
    (outcome: AddParticipantOutcome) => {
      if (!outcome.ok && outcome.field) setError(outcome.field, { message: outcome.message });
    },
    [setError],
  );
  const { busy, status, answer, submit } = useAddParticipant(reset, markEventCode);
  const lists = useReferenceLists();

  const onSubmit = handleSubmit(({ EventCode, FirstName, LastName, Grade, ShirtSize, Goal }) =>
    submit({
      intent: 'add-new',
      EventCode,
      FirstName,
      LastName,
      Goal,
      ...(Grade ? { Grade } : {}),
      ...(ShirtSize ? { ShirtSize } : {}),
    }),
  );

  return (
    <AddForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Add new participant"
      status={status}
      answer={answer}
    >
      <CodeField
        label="Event code"
        hint="Letters and digits, as printed on the event flyer."
        error={errors.EventCode?.message}
        registration={register('EventCode')}
      />
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.FirstName?.message}
        registration={register('FirstName')}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.LastName?.message}
        registration={register('LastName')}
      />
      <div className="field-row">
        <SelectField
          label="Grade (optional)"
          placeholder="Not given"
          options={gradeOptions(lists)}
          error={errors.Grade?.message}
          registration={register('Grade')}
        />
        <SelectField
          label="Shirt size (optional)"
          placeholder="Not given"
          options={shirtSizeOptions(lists)}
          error={errors.ShirtSize?.message}
          registration={register('ShirtSize')}
        />
      </div>
      <TextField
        label="Goal in dollars"
        inputMode="numeric"
        hint={`Most runners aim for ${defaultPersonalGoal}.`}
        error={errors.Goal?.message}
        registration={register('Goal')}
      />
    </AddForm>
  );
}
