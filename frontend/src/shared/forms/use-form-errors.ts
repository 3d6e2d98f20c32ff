import { useState } from 'react';
import type { ApiProblem } from '../api/api-problem';
import { formErrorsOf, type FormErrors, type FormFields } from './form-errors';

/**
 * formErrorsOf for a form component: a field's server reason shows until the user changes that
 * field (`edited(field)` in its onChange), so a corrected value no longer looks wrong; the next
 * failure shows its own reasons afresh.
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
  const mapped = formErrorsOf(problem, fields);
  const fieldErrors = { ...mapped.fieldErrors };
  for (const field of editedSince) delete fieldErrors[field];
  const edited = (field: F) => {
    if (mapped.fieldErrors[field] && !editedSince.includes(field)) setChanged({ problem, fields: [...editedSince, field] });
  };
  return { fieldErrors, formError: mapped.formError, edited };
}
