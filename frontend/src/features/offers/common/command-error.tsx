import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { formErrorsOf, type FormFields } from '../../../shared/forms/form-errors';
import { formatUsd } from '../../../shared/format';
import { currentTerms } from './terms-version';

/** What the server said went wrong: for a 412, what the offer holds now (nothing was done to it);
 * else what no field of the form shows (shared/forms: the reasons of the fields it names, its
 * message for the user, its detail); null when the form's fields show every reason. */
export function problemMessage<F extends string>(problem: ApiProblem, t: TFunction, fields: FormFields<F> = []): string | null {
  const terms = currentTerms(problem);
  if (terms?.counterAmount != null) return t('offers.terms-changed-counter', { amount: formatUsd(terms.counterAmount) });
  if (terms) return t('offers.terms-changed', { amount: formatUsd(terms.total), status: t(`offers.status.${terms.status}`) });
  return formErrorsOf(problem, fields).formError;
}

/**
 * A failed command: 'unauthorized' for a 403 (spec section 8), otherwise the error message, the
 * screen's own text (`messageKey`, e.g. offers.create.error-message) and a retry when there is one.
 * `fields`: the form's fields (shared/forms): the reasons its fields show are left to them, and
 * nothing shows here when every reason sits on a field.
 */
export function CommandError<F extends string>({
  problem,
  messageKey,
  onRetry,
  fields,
}: {
  problem: ApiProblem;
  messageKey: string;
  onRetry?: () => void;
  fields?: FormFields<F>;
}) {
  const { t } = useTranslation();
  const message = problemMessage(problem, t, fields);
  if (message === null && problem.status !== 403) return null;
  return (
    <Alert variant="danger" role="alert" className="mt-3">
      {problem.status === 403 ? (
        <p className="mb-0">{t('unauthorized')}</p>
      ) : (
        <>
          <p className="mb-1">{message}</p>
          <p className="mb-0">{t(messageKey)}</p>
        </>
      )}
      {onRetry && problem.status !== 403 && (
        <Button variant="danger" size="sm" className="mt-2" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
