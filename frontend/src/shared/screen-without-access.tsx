import { useTranslation } from 'react-i18next';
import type { WithoutAccess } from './app-route';

/**
 * A screen that section 2 opens to every signed-in user, for a user whose role and authorities do
 * not reach its data (a BDCManager holds no permission): its heading and a line that says why and
 * who can change it, never a bare 'unauthorized' nor a request the server would refuse.
 */
export function ScreenWithoutAccess({ titleKey, reasonKey, group }: WithoutAccess & { group?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="without-access-heading">
      <h1 id="without-access-heading" className="h3 mb-3">
        {t(titleKey, { group: group ?? '' })}
      </h1>
      <div className="text-body-secondary text-center py-5 mx-auto" style={{ maxWidth: 560 }} role="status" data-testid="without-access">
        <p className="mb-2">{t(reasonKey)}</p>
        <p className="small mb-0">{t('access.ask-dealer-admin')}</p>
      </div>
    </section>
  );
}
