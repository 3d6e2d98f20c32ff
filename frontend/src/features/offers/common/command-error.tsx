import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiProblem } from '../../../shared/api/api-problem';
import { formatUsd } from '../../../shared/format';
import { currentTerms } from './terms-version';

/** What the server said went wrong: for a 412, what the offer holds now (nothing was done to it);
 * else its message for the user when it sent one, else its detail. */
export function problemMessage(problem: ApiProblem, t: TFunction): string {
  const terms = currentTerms(problem);
  if (terms?.counterAmount != null) return t('offers.terms-changed-counter', { amount: formatUsd(terms.counterAmount) });
  if (terms) return t('offers.terms-changed', { amount: formatUsd(terms.total), status: t(`offers.status.${terms.status}`) });
  return problem.errorMessage ?? problem.detail;
}

/**
 * A failed command: 'unauthorized' for a 403 (spec section 8), otherwise the error message, the
 * screen's own text (`messageKey`, e.g. offers.create.error-message) and a retry when there is one.
 */
export function CommandError({ problem, messageKey, onRetry }: { problem: ApiProblem; messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert" className="mt-3">
      {problem.status === 403 ? (
        <p className="mb-0">{t('unauthorized')}</p>
      ) : (
        <>
          <p className="mb-1">{problemMessage(problem, t)}</p>
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
