import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A rollup row's way to its dealership's exit report (the rollup shows it to whoever may read it). */
export function ReportLink({ dealershipId, name }: { dealershipId: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={`/agingreport/${dealershipId}`} aria-label={t('aging.report.link-label', { dealership: name })}>
      {t('aging.report.link')}
    </Link>
  );
}
