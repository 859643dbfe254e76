// Print bibs: a class or all, A4 or US Letter, 4 or 8 to a page. The API issues the tokens still
// missing (a runner keeps theirs), the action draws the PDF, and a download link hands it over.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { FormStatus, statusOfAnswer } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { SelectField } from '@/components/form/select-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { EventDayActionRequest, EventDayOutcome } from '../routes/eventday-actions';
import { PdfDownload } from './pdf-download';

const allClasses = 'all';

const bibsFormSchema = z.object({
  team: z.string(),
  paper: z.enum(['letter', 'a4']),
  perPage: z.enum(['4', '8']),
});
type BibsForm = z.infer<typeof bibsFormSchema>;

const paperOptions = [
  { value: 'letter', label: 'US Letter' },
  { value: 'a4', label: 'A4' },
] as const;
const perPageOptions = [
  { value: '4', label: '4 bibs a page (large)' },
  { value: '8', label: '8 bibs a page' },
] as const;

export function BibsSection({ classes }: { classes: readonly { TeamId: string; Name: string }[] }) {
  const { busy, answer, submit } = useActionFetcher<EventDayOutcome>();
  const { register, handleSubmit } = useForm<BibsForm>({
    resolver: zodResolver(bibsFormSchema),
    defaultValues: { team: allClasses, paper: 'letter', perPage: '4' },
  });
  const onSubmit = handleSubmit((values) => {
    const request: EventDayActionRequest = {
      intent: 'print-bibs',
      teamId: values.team === allClasses ? null : values.team,
      paper: values.paper,
      perPage: values.perPage === '8' ? 8 : 4,
    };
    void submit(request);
  });
  return (
    <section aria-labelledby="bibs-heading" className="section">
      <h2 id="bibs-heading">Bibs</h2>
      <p>
        Each runner&apos;s bib carries a QR code that counts a lap when scanned, and its code in text to type
        when a bib is torn. Printing again gives the same codes.
      </p>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Print bibs"
        busyLabel="Preparing bibs…"
        after={<FormStatus status={statusOfAnswer(answer)} toastFor={answer} />}
      >
        <SelectField
          label="Class"
          options={[
            { value: allClasses, label: 'All classes' },
            ...classes.map((team) => ({ value: team.TeamId, label: team.Name })),
          ]}
          registration={register('team')}
        />
        <SelectField label="Paper" options={paperOptions} registration={register('paper')} />
        <SelectField label="Bibs per page" options={perPageOptions} registration={register('perPage')} />
      </GuardedForm>
      {answer?.ok && answer.file && <PdfDownload file={answer.file} />}
    </section>
  );
}
