// The pledge pages' form state without a form library (react-hook-form was a seventh of the donor
// page's first download, whose budget is 80 KB): controlled values checked by the form's own zod schema, the
// first message of each field shown once the form has been submitted. As before, a submit checks
// every field and focuses the first one in error; after it, a change checks again the field it
// changed (and only that one); the valid submit receives the schema's parsed values. Messages are
// the catalogue's English, kept so; they are shown in the reader's language.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod';
import type { TextField } from '@/components/form/text-field';
import { useT } from '../../../i18n/translation';

type FieldValues<Values> = { [Name in keyof Values]: string | boolean };

/** What an input spreads: TextField's registration, with its value. */
export type FieldRegistration = Parameters<typeof TextField>[0]['registration'] & {
  value?: string;
  checked?: boolean;
};

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

function errorsOf<Values>(result: z.ZodSafeParseResult<Values>): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

export function useCheckedFields<Values extends FieldValues<Values>>(
  schema: z.ZodType<Values, Values>,
  initial: () => Values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const current = useRef(values);
  const submitted = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const t = useT();
  const shownErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [name, t(message as string)]),
      ) as FieldErrors<Values>,
    [errors, t],
  );

  function set<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (!submitted.current) return;
    const message = errorsOf(schema.safeParse(current.current))[name];
    setErrors(
      (before) =>
        Object.fromEntries(
          Object.entries({ ...before, [name]: message }).filter(([, shown]) => shown !== undefined),
        ) as FieldErrors<Values>,
    );
  }

  function registration(name: keyof Values & string): Omit<FieldRegistration, 'onChange'> {
    return {
      name,
      onBlur: () => Promise.resolve(),
      ref: (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  }

  return {
    values,
    /** Each field's first message, in the reader's language. */
    errors: shownErrors,
    set,
    /** A text input or textarea bound to a string field. */
    text: (name: keyof Values & string): FieldRegistration => ({
      ...registration(name),
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) => {
        set(name, event.target.value as Values[typeof name]);
        return Promise.resolve();
      },
    }),
    /** A checkbox bound to a boolean field. */
    checkbox: (name: keyof Values & string): FieldRegistration => ({
      ...registration(name),
      checked: values[name] as boolean,
      onChange: (event: { target: { checked: boolean } }) => {
        set(name, event.target.checked as Values[typeof name]);
        return Promise.resolve();
      },
    }),
    /** One radio button of a string field. */
    radio: (name: keyof Values & string, value: string): FieldRegistration => ({
      ...registration(name),
      value,
      checked: values[name] === value,
      onChange: () => {
        set(name, value as Values[typeof name]);
        return Promise.resolve();
      },
    }),
    /** The form's submit handler: checks every field, then runs onValid with the parsed values. */
    handleSubmit:
      (onValid: (values: Values) => Promise<void> | void) =>
      async (event: FormEvent<HTMLFormElement>): Promise<void> => {
        event.preventDefault();
        submitted.current = true;
        const result = schema.safeParse(current.current);
        const found = errorsOf(result);
        setErrors(found);
        if (result.success) {
          await onValid(result.data);
          return;
        }
        const [first] = [...elements.current]
          .filter(([name]) => name in found)
          .map(([, element]) => element)
          .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        first?.focus();
      },
  };
}

export type CheckedFields<Values extends FieldValues<Values>> = ReturnType<typeof useCheckedFields<Values>>;
