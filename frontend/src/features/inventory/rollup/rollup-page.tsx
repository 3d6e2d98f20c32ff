import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { phoneQuery, useMediaQuery } from '../../../shared/use-media-query';
import { shownIn } from './rollup-columns';
import { RollupCards } from './rollup-cards';
import { rollupActions, selectRollup } from './rollup-slice';
import { nextSort, sortRows, type AgeView, type RollupSort } from './rollup-sort';
import { RollupTable } from './rollup-table';

const views: readonly AgeView[] = ['buckets', 'bands'];

/** /inventory: one row per dealership with its counts by age bucket (or by 15-day band, the finer
 * view) and the mean price-to-market of its vehicles; counts link to the listing. A phone shows
 * one card per dealership instead, in the table's order. */
export default function RollupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rows, status, view } = useAppSelector(selectRollup);
  const [sort, setSort] = useState<RollupSort | null>(null);
  const shownSort = sort && shownIn(view, sort.column) ? sort : null;
  const mayReport = useCanCall('agingReport');
  const phone = useMediaQuery(phoneQuery);

  useEffect(() => {
    dispatch(rollupActions.requested());
  }, [dispatch]);

  const sorted = sortRows(rows, shownSort);
  return (
    <section aria-labelledby="rollup-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="rollup-heading" className="h3 mb-0">
          {t('inventory.rollup.title')}
        </h1>
        <ToggleButtonGroup
          type="radio"
          name="rollup-age-view"
          value={view}
          onChange={(next: AgeView) => dispatch(rollupActions.viewChanged(next))}
          aria-label={t('market.rollup.view')}
          role="group"
        >
          {views.map((each) => (
            <ToggleButton key={each} id={`rollup-view-${each}`} value={each} variant="outline-primary" size="sm">
              {t(`market.rollup.${each}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(rollupActions.requested())} />}
      {isLoading(status) && <Spinner />}
      {isSucceeded(status) && rows.length === 0 && <EmptyState messageKey="inventory.not-found" />}
      {isSucceeded(status) &&
        rows.length > 0 &&
        (phone ? (
          <RollupCards rows={sorted} view={view} mayReport={mayReport} />
        ) : (
          <RollupTable
            rows={sorted}
            view={view}
            sort={shownSort}
            onSort={(column) => setSort(nextSort(shownSort, column))}
            mayReport={mayReport}
          />
        ))}
    </section>
  );
}
