import BsSpinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** A centred loading indicator with an accessible label. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-4">
      <BsSpinner animation="border" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </BsSpinner>
    </div>
  );
}
