import { Card } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketValueWindowDays, minMarketSample } from '@dtn/contracts/constants';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatPercent, formatUsd } from '../../../shared/format';
import { Spinner } from '../../../shared/spinner';
import { useAppSelector } from '../../../shared/store-hooks';
import { MarketBadge } from '../common/market-badge';
import { CohortChart, type ChartVehicle } from './cohort-chart';
import { selectDetail } from './detail-slice';

/** The vehicle's mileage and list price as the chart places it (the odometer's digits, as the
 * market read model reads them). */
function chartVehicle(item: InventoryItem): ChartVehicle {
  const digits = (item.data.Odometer ?? '').replace(/\D/g, '');
  const price = Number((item.data['List Price'] ?? '').replace(/[$,\s]/g, ''));
  return { mileage: digits === '' ? null : Number(digits), price: item.data['List Price'] && Number.isFinite(price) ? price : null };
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt className="col-6 pe-2 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-6 mb-1" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What the network's own sales say about this vehicle (issue "Know the market"): its network
 * value with the typical range and how many sales made it ("not enough sales" below the floor),
 * price-to-market, days' supply, days in inventory and the cost of aging so far, then the chart
 * of the cohort's recent sales.
 */
export function MarketPanel({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { sales, salesStatus } = useAppSelector(selectDetail);
  const market = item.market;
  const days = marketValueWindowDays;

  let chart;
  if (salesStatus.state === 'failed') chart = <p className="small text-body-secondary mb-0">{t('market.chart.error')}</p>;
  else if (salesStatus.state !== 'succeeded') chart = <Spinner />;
  else chart = <CohortChart sales={sales} vehicle={chartVehicle(item)} market={market} />;

  return (
    <Card as="section" aria-labelledby="market-heading" data-testid="market-panel" className="mb-3">
      <Card.Body>
        <Card.Title as="h2" id="market-heading" className="h5">
          {t('market.title')}
        </Card.Title>
        {market.value !== null ? (
          <div className="mb-3">
            <p className="small text-body-secondary mb-0">{t('market.value')}</p>
            <p className="fs-4 fw-bold mb-0" data-testid="market-value">
              {formatUsd(market.value)}
            </p>
            <p className="small mb-0" data-testid="market-range">
              {market.low !== null && market.high !== null && (
                <>{t('market.range', { low: formatUsd(market.low), high: formatUsd(market.high) })} · </>
              )}
              {t('market.sample', { count: market.sampleSize, days })}
            </p>
          </div>
        ) : (
          <div className="mb-3">
            <p className="fw-semibold mb-0" data-testid="market-value">
              {t('market.not-enough-sales')}
            </p>
            <p className="small text-body-secondary mb-0">
              {t('market.not-enough-sales-detail', { count: market.sampleSize, days, min: minMarketSample })}
            </p>
          </div>
        )}
        <dl className="row g-0 mb-3">
          <Figure label={t('market.price-to-market')} testId="market-price-to-market">
            {market.priceToMarket === null ? (
              t('market.price-to-market-none')
            ) : (
              <span className="d-inline-flex flex-wrap align-items-center column-gap-2">
                {formatPercent(market.priceToMarket)}
                <MarketBadge priceToMarket={market.priceToMarket} withPercent={false} />
              </span>
            )}
          </Figure>
          <Figure label={t('market.days-supply')} testId="market-days-supply">
            {market.daysSupply === null
              ? t('market.no-recent-sales')
              : t('market.days-supply-value', { days: market.daysSupply.toLocaleString('en-US', { maximumFractionDigits: 1 }) })}
          </Figure>
          <Figure label={t('market.days-in-inventory')} testId="market-days-in-inventory">
            {market.daysInInventory}
          </Figure>
          <Figure label={t('market.aging-cost')} testId="market-aging-cost">
            {formatUsd(market.agingCost)}
          </Figure>
        </dl>
        {chart}
      </Card.Body>
    </Card>
  );
}
