import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { ApiProblem } from './api/api-problem';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Unauthorized } from './unauthorized';

/**
 * A failed load says what happened (spec section 8): 403 'unauthorized'; 404 the screen's
 * not-found message for that thing (`notFoundKey`), when it has one; anything else the load error
 * with its retry, or the screen's own failure text (`failedKey`, e.g. my-offers.error).
 */
export function RequestError({
  problem,
  notFoundKey,
  failedKey,
  onRetry,
}: {
  problem: ApiProblem;
  notFoundKey?: string;
  failedKey?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (problem.status === 403) return <Unauthorized />;
  if (problem.status === 404 && notFoundKey) return <EmptyState messageKey={notFoundKey} />;
  if (!failedKey) return <LoadError onRetry={onRetry} />;
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-0">{t(failedKey)}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-2" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </Alert>
  );
}
