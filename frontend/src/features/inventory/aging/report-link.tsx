import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../shared/store-hooks';

/** A rollup row's way to its dealership's exit report. */
export function ReportLink({ dealershipId, name }: { dealershipId: string; name: string }) {
  const { t } = useTranslation();
  if (!useCanCall('agingReport')) return null;
  return (
    <div className="small fw-normal">
      <Link to={`/agingreport/${dealershipId}`} aria-label={t('aging.report.link-label', { dealership: name })}>
        {t('aging.report.link')}
      </Link>
    </div>
  );
}
