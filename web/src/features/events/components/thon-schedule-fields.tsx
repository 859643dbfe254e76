// The fields a Thon is created and edited with alike: dates, unit name, goal and units per
// participant. Each form passes `field`, which registers a name with its own form and names its error.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DateField } from '@/components/form/date-picker/date-field';
import { TextField } from '@/components/form/text-field';

export type ScheduleFieldName = 'StartDate' | 'EndDate' | 'UnitName' | 'Goal' | 'MinUnits' | 'MaxUnits';
/** Fields whose inputs hold numbers (register them with valueAsNumber). */
export const numericScheduleFields: ReadonlySet<ScheduleFieldName> = new Set([
  'Goal',
  'MinUnits',
  'MaxUnits',
]);

interface ThonScheduleFieldsProps {
  field: (name: ScheduleFieldName) => { registration: UseFormRegisterReturn; error?: string };
}

export function ThonScheduleFields({ field }: ThonScheduleFieldsProps) {
  return (
    <>
      <div className="field-row">
        <DateField label="Start date" {...field('StartDate')} />
        <DateField label="End date" {...field('EndDate')} />
      </div>
      <TextField
        label="Unit name"
        hint="What each participant completes, such as lap or mile."
        {...field('UnitName')}
      />
      <TextField label="Goal (US dollars)" inputMode="decimal" {...field('Goal')} />
      <div className="field-row">
        <TextField label="Minimum units" inputMode="numeric" {...field('MinUnits')} />
        <TextField
          label="Maximum units"
          inputMode="numeric"
          hint="0 uses the most the catalogue allows for your number of participants."
          {...field('MaxUnits')}
        />
      </div>
    </>
  );
}
