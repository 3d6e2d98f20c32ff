import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { StandingOrderReachQuery } from '@dtn/contracts/routes/buy-list';
import { currencyLocale } from '@dtn/contracts/constants';
import { isFailed } from '../request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../store-hooks';
import { reachActions, reachKey, selectReach } from './reach-slice';

/** What the reach question needs of a vehicle, at its list price now (a dialog may ask at another). */
export type ReachVehicle = StandingOrderReachQuery;

const number = (text: string | undefined) => {
  const value = Number((text ?? '').replace(/[$,\s]/g, ''));
  return text && Number.isFinite(value) && value >= 0 ? value : undefined;
};

export const reachVehicleOf = (
  item: Pick<InventoryItem, 'dealershipId' | 'make' | 'model' | 'year' | 'trim' | 'listingType' | 'data'>,
): ReachVehicle => {
  const mileage = number(item.data.Odometer);
  const listPrice = number(item.data['List Price']);
  return {
    dealershipId: item.dealershipId,
    make: item.make,
    model: item.model,
    year: item.year,
    trim: item.trim,
    listingType: item.listingType,
    ...(mileage === undefined ? {} : { mileage: Math.round(mileage) }),
    ...(listPrice === undefined ? {} : { listPrice }),
  };
};

const dollars = new Intl.NumberFormat(currencyLocale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * "3 standing orders would make an instant offer: $21,000, $20,500, $19,000", naming no buyer
 * (issue 35), for the vehicle at `listPrice` (its price now when not given). Nothing for a user
 * who may not ask.
 */
export function StandingOrderReachLine({ vehicle, listPrice }: { vehicle: ReachVehicle; listPrice?: number | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayAsk = useCanCall('standingOrderReach');
  const { key, reach, status } = useAppSelector(selectReach);
  const query: StandingOrderReachQuery = listPrice == null ? vehicle : { ...vehicle, listPrice };
  const wanted = reachKey(query);

  useEffect(() => {
    if (mayAsk) dispatch(reachActions.requested(JSON.parse(wanted) as StandingOrderReachQuery));
  }, [dispatch, mayAsk, wanted]);

  if (!mayAsk || key !== wanted) return null;
  let text: string;
  if (isFailed(status)) text = t('inventory.reach.error');
  else if (!reach) text = t('inventory.reach.counting');
  else if (reach.count === 0) text = t('inventory.reach.none');
  else text = t('inventory.reach.some', { count: reach.count, prices: reach.prices.map((price) => dollars.format(price)).join(', ') });
  return (
    <span className="d-block small" data-testid="standing-order-reach">
      {text}
    </span>
  );
}
