import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** The load-failure alert of spec section 8 for lists and details. */
export function LoadError({ onRetry }: { onRetry?: () => void } = {}) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <Alert.Heading as="h2" className="h5">
        {t('error.load-error-title')}
      </Alert.Heading>
      <p className="mb-0">{t('error.load-error-message')}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-2" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </Alert>
  );
}
