import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProblem } from '../api/api-problem';
import { formErrorsOf, type FormErrors, type FormFields } from './form-errors';

/**
 * formErrorsOf for a form component: a field's server reason shows until the user changes that
 * field (`edited(field)` in its onChange), so a corrected value no longer looks wrong; the next
 * failure shows its own reasons afresh. A reason the server wrote as a catalogue key
 * (`dealeradmin.invites.invalid-email`) shows in the reader's words.
 *
 *   const { fieldErrors, formError, edited } = useFormErrors(problemOf(status), ['name', 'email']);
 *   <Form.Control isInvalid={Boolean(fieldErrors.email)} onChange={(e) => { edited('email'); ... }} />
 *   <Form.Control.Feedback type="invalid">{fieldErrors.email}</Form.Control.Feedback>
 */
export function useFormErrors<F extends string>(
  problem: ApiProblem | null | undefined,
  fields: FormFields<F>,
): FormErrors<F> & { edited: (field: F) => void } {
  const [changed, setChanged] = useState<{ problem: ApiProblem | null | undefined; fields: F[] }>({ problem, fields: [] });
  const editedSince = changed.problem === problem ? changed.fields : [];
  const { t, i18n } = useTranslation();
  const say = (text: string) => (i18n.exists(text) ? t(text) : text);
  const mapped = formErrorsOf(problem, fields);
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [field, reason] of Object.entries(mapped.fieldErrors) as [F, string][]) {
    if (!editedSince.includes(field)) fieldErrors[field] = say(reason);
  }
  const edited = (field: F) => {
    if (mapped.fieldErrors[field] && !editedSince.includes(field)) setChanged({ problem, fields: [...editedSince, field] });
  };
  return { fieldErrors, formError: mapped.formError === null ? null : say(mapped.formError), edited };
}
