import type { ApiProblem } from '../api/api-problem';

/**
 * A failed command's problem+json body as a form shows it: each field's reason on that field, and
 * the rest for the form as a whole. The services name a bad field in `errors[].field` as
 * `<part>.<path>` (`body.vin`, `body.agingThresholds.2`: platform/src/http/error-handler and the
 * deciders' FieldErrors); a form names its fields its own way.
 *
 *   formErrorsOf(problem, ['vin', 'year'])                    `body.vin` -> vin, `body.year` -> year
 *   formErrorsOf(problem, { price: 'body.listPrice' })        a form field by the server's name for it
 *   -> { fieldErrors: { vin: 'The VIN does not decode: …' }, formError: null }
 *
 * A server field matches a form field when it is that name or lies under it (`body.items.0` under
 * `body.items`). Some deciders name a body field without its part or index it in brackets
 * (`dealershipIds[0]`): both spellings name the same field. Reasons no form field shows are kept for the form: the unmatched fields' messages,
 * else the user-facing `errorMessage`, else the problem's `detail`. Nothing the server said is lost.
 */
export interface FormErrors<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  /** What to show above the form; null when every reason sits on a field (or no problem). */
  formError: string | null;
}

/** The form's fields: a list (each sent as `body.<field>`) or each field with the server's name for it. */
export type FormFields<F extends string> = readonly F[] | Readonly<Partial<Record<F, string>>>;

const serverNames = <F extends string>(fields: FormFields<F>): [F, string][] =>
  Array.isArray(fields) ? (fields as readonly F[]).map((field) => [field, `body.${field}`]) : (Object.entries(fields) as [F, string][]);

/** `body.dealershipIds[0]` and `dealershipIds.0` alike: the body's part implied, indexes dotted. */
const normal = (field: string) => field.replace(/\[(\w+)\]/g, '.$1').replace(/^body(\.|$)/, '');
const lies = (field: string, under: string) => {
  const [a, b] = [normal(field), normal(under)];
  return a === b || a.startsWith(`${b}.`);
};

export function formErrorsOf<F extends string>(problem: ApiProblem | null | undefined, fields: FormFields<F>): FormErrors<F> {
  if (!problem) return { fieldErrors: {}, formError: null };
  const names = serverNames(fields);
  const fieldErrors: Partial<Record<F, string>> = {};
  const unmatched: string[] = [];
  for (const { field, message } of problem.errors) {
    const match = names.find(([, name]) => lies(field, name));
    const reason = message || problem.detail;
    if (!match) unmatched.push(reason);
    else fieldErrors[match[0]] = fieldErrors[match[0]] ? `${fieldErrors[match[0]]} ${reason}` : reason;
  }
  const anyOnField = Object.keys(fieldErrors).length > 0;
  const formError = unmatched.length > 0 ? unmatched.join(' ') : anyOnField ? null : (problem.errorMessage ?? problem.detail);
  return { fieldErrors, formError };
}
