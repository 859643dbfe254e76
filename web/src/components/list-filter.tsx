// A "find" box over a long list (a school has hundreds of participants): the label, the search
// input and a polite count of what is shown, so screen-reader users hear the result of typing.
import { useId } from 'react';
import { useT } from '../i18n/translation';

interface ListFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
  /** Plural noun for the count, e.g. "participants". */
  noun: string;
}

export function ListFilter({ label, value, onChange, shown, total, noun }: ListFilterProps) {
  const inputId = useId();
  const t = useT();
  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>{t(label)}</label>
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p aria-live="polite" className="muted">
        {shown === total
          ? t('{{total}} {{noun}}', { total, noun: t(noun) })
          : t('{{shown}} of {{total}} {{noun}}', { shown, total, noun: t(noun) })}
      </p>
    </>
  );
}

/** Case-insensitive "contains" on the text; a blank query keeps everything. */
export function matchesQuery(text: string, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  return wanted === '' || text.toLowerCase().includes(wanted);
}
