import { Form } from 'react-bootstrap';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeInDistanceOptions, type TradeInDistance } from '@dtn/contracts/constants';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { MarketplaceResults } from '../marketplace/marketplace-results';
import { selectTradeIns, selectTradeInsHasMore, tradeInsActions as actions } from './tradeins-slice';

/** /tradeins: a distance selector and an infinite list of trade-in cards. */
export default function TradeInsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { distance, items, status, loadingMore } = useAppSelector(selectTradeIns);
  const hasMore = useAppSelector(selectTradeInsHasMore);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  return (
    <section aria-labelledby="tradeins-heading">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <h1 id="tradeins-heading" className="h3 mb-0">
          {t('tradeins.title')}
        </h1>
        <Form.Group controlId="tradeins-distance" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">{t('tradeins.distance')}</Form.Label>
          <Form.Select value={distance} onChange={(e) => dispatch(actions.distanceChanged(Number(e.target.value) as TradeInDistance))}>
            {tradeInDistanceOptions.map((option) => (
              <option key={option} value={option}>
                {t('tradeins.distance-option', { distance: option })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <MarketplaceResults
        {...{ items, status, loadingMore, hasMore }}
        onLoadMore={() => dispatch(actions.loadMore())}
        onRetry={() => dispatch(actions.opened())}
      />
    </section>
  );
}
