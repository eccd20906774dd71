/**
 * A server 400 ("title: must not be empty; cohorts.0: is too long") back onto the form's fields.
 * The message format is domain describeIssues; anything naming no field of the form stays a
 * message for the whole form.
 */

export interface MappedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Messages that name no field of the form, shown above the buttons. */
  form: string[];
}

export function mapServerErrors<F extends string>(message: string, fields: readonly F[]): MappedErrors<F> {
  const known = new Set<string>(fields);
  const result: MappedErrors<F> = { fields: {}, form: [] };
  for (const part of message
    .split('; ')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(': ');
    // "cohorts.0" is the cohorts field; "title, foo" (unknown keys) names no single field.
    const field = colon > 0 ? part.slice(0, colon).split('.')[0]! : '';
    if (known.has(field)) {
      const text = part.slice(colon + 2);
      const previous = result.fields[field as F];
      result.fields[field as F] = previous ? `${previous}; ${text}` : text;
    } else {
      result.form.push(part);
    }
  }
  return result;
}
