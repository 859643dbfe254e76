// Stripe's request bodies are form-encoded with bracketed keys: `transfer_data[destination]=acct_1`,
// `payment_method_types[]=card` or `payment_method_types[0]=card`, `metadata[pledge]=p1`. This turns
// them into the nested objects Stripe's API documents, as Stripe's servers read them.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/]$/, ''))];
}

function place(target: FormObject | FormValue[], path: readonly string[], value: string): void {
  const [key = '', ...rest] = path;
  if (Array.isArray(target)) {
    const index = key === '' ? target.length : Number(key);
    if (rest.length === 0) target[index] = value;
    else
      place(
        (target[index] ??= rest[0] === '' || /^\d+$/.test(rest[0] ?? '') ? [] : {}) as FormObject,
        rest,
        value,
      );
    return;
  }
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const next = rest[0] ?? '';
  target[key] ??= next === '' || /^\d+$/.test(next) ? [] : {};
  place(target[key] as FormObject | FormValue[], rest, value);
}

export function parseFormParams(body: string): FormObject {
  const params: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) place(params, keyPath(key), value);
  return params;
}

/** A string field of parsed params ('' and absent alike give undefined). */
export function text(params: FormObject, ...path: string[]): string | undefined {
  let value: FormValue | undefined = params;
  for (const key of path) {
    if (value === undefined || typeof value === 'string' || Array.isArray(value)) return undefined;
    value = value[key];
  }
  return typeof value === 'string' && value !== '' ? value : undefined;
}
