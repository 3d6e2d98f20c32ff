import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CohortSale, MarketFigures } from '@dtn/contracts/entities/market';
import { formatUsd } from '../../../shared/format';
import { linearScale, niceTicks } from './chart-scale';

/** This vehicle on the chart: its mileage and list price (either may be unknown). */
export interface ChartVehicle {
  mileage: number | null;
  price: number | null;
}

// Drawn at its box's own width, one unit a pixel, so labels keep their size from phone to desktop;
// the height follows the width within bounds.
const fallbackWidth = 360;
const margin = { top: 12, right: 14, bottom: 30, left: 52 };
const heightFor = (width: number) => Math.round(Math.min(260, Math.max(180, width * 0.5)));

/** The width of the element `ref` holds, following resizes (the fallback where the browser cannot
 * measure, as in tests). */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallbackWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactMiles = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// Theme colours: the palettes of every theme set these, with text contrast adjusted on each.
const colours = {
  sale: 'var(--bs-primary-text-emphasis)',
  outlier: 'var(--bs-secondary-color)',
  // Amber outlined in the text colour: apart from the sales' primary hue (pink or purple in the
  // palettes) and visible on light and dark backgrounds alike.
  vehicle: 'var(--bs-warning)',
  value: 'var(--bs-body-color)',
  grid: 'var(--bs-border-color)',
  text: 'var(--bs-secondary-color)',
};

/** The marks, drawn the same in the chart and its legend: a dot, a cross (not only a colour
 * tells an outlier apart) and a diamond. */
function SaleMark({ x, y }: { x: number; y: number }) {
  return <circle cx={x} cy={y} r={3.5} fill={colours.sale} fillOpacity={0.75} />;
}
function OutlierMark({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x - 3.5},${y - 3.5}L${x + 3.5},${y + 3.5}M${x - 3.5},${y + 3.5}L${x + 3.5},${y - 3.5}`}
      stroke={colours.outlier}
      strokeWidth={1.6}
    />
  );
}
function VehicleMark({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x},${y - 6.5}L${x + 6.5},${y}L${x},${y + 6.5}L${x - 6.5},${y}Z`}
      fill={colours.vehicle}
      stroke={colours.value}
      strokeWidth={1.4}
    />
  );
}
function ValueMark({ x, low, value, high }: { x: number; low: number; value: number; high: number }) {
  return (
    <g stroke={colours.value} strokeWidth={1.4}>
      <path d={`M${x},${high}L${x},${low}M${x - 5},${high}L${x + 5},${high}M${x - 5},${low}L${x + 5},${low}`} />
      <path d={`M${x - 8},${value}L${x + 8},${value}`} strokeWidth={2.6} />
    </g>
  );
}

function LegendItem({ children, label }: { children: ReactNode; label: string }) {
  return (
    <li className="d-inline-flex align-items-center gap-1 me-3">
      <svg width="16" height="16" viewBox="-8 -8 16 16" aria-hidden="true">
        {children}
      </svg>
      {label}
    </li>
  );
}

/**
 * The cohort's recent sales, sale price against mileage: outliers (not in the value) as crosses,
 * this vehicle as a diamond at its mileage and list price, and at that mileage the network value
 * with its typical range. Sales without a mileage cannot be placed and are counted under it.
 */
export function CohortChart({ sales, vehicle, market }: { sales: CohortSale[]; vehicle: ChartVehicle; market: MarketFigures }) {
  const { t } = useTranslation();
  const id = useId();
  const [box, width] = useWidth();
  const placed = sales.filter((sale): sale is CohortSale & { mileage: number } => sale.mileage !== null);
  const unplaced = sales.length - placed.length;
  if (placed.length === 0) {
    return (
      <p className="small text-body-secondary mb-0" data-testid="cohort-chart-empty">
        {sales.length === 0 ? t('market.chart.none', { days: 90 }) : t('market.chart.without-mileage', { count: unplaced })}
      </p>
    );
  }

  const atVehicle = vehicle.mileage !== null;
  const range = atVehicle && market.value !== null && market.low !== null && market.high !== null;
  const miles = [...placed.map((sale) => sale.mileage), ...(atVehicle ? [vehicle.mileage!] : [])];
  const amounts = [
    ...placed.map((sale) => sale.amount),
    ...(atVehicle && vehicle.price !== null ? [vehicle.price] : []),
    ...(range ? [market.low!, market.high!] : []),
  ];
  const height = heightFor(width);
  const plot = { left: margin.left, right: width - margin.right, top: margin.top, bottom: height - margin.bottom };
  const xTicks = niceTicks(Math.min(...miles), Math.max(...miles), width < 420 ? 4 : 6);
  const yTicks = niceTicks(Math.min(...amounts), Math.max(...amounts), 4);
  const x = linearScale(xTicks.min, xTicks.max, plot.left, plot.right);
  const y = linearScale(yTicks.min, yTicks.max, plot.bottom, plot.top);
  const amountsSold = placed.map((sale) => sale.amount);
  const summary = t('market.chart.summary', {
    count: placed.length,
    lowest: formatUsd(Math.min(...amountsSold)),
    highest: formatUsd(Math.max(...amountsSold)),
    price: formatUsd(vehicle.price),
    mileage: vehicle.mileage?.toLocaleString('en-US') ?? '—',
  });

  return (
    <figure className="mb-0" data-testid="cohort-chart">
      <figcaption className="small fw-semibold mb-1" id={`${id}-title`}>
        {t('market.chart.title')}
      </figcaption>
      <div ref={box}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="d-block mw-100"
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          fontSize={11}
        >
          <desc id={`${id}-summary`}>{summary}</desc>
          {yTicks.ticks.map((tick) => (
            <g key={`y${tick}`}>
              <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke={colours.grid} />
              <text x={plot.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fill={colours.text}>
                {compactUsd.format(tick)}
              </text>
            </g>
          ))}
          {xTicks.ticks.map((tick) => (
            <text key={`x${tick}`} x={x(tick)} y={plot.bottom + 16} textAnchor="middle" fill={colours.text}>
              {compactMiles.format(tick)}
            </text>
          ))}
          <text x={plot.right} y={height - 2} textAnchor="end" fill={colours.text}>
            {t('market.chart.mileage-axis')}
          </text>
          <g data-testid="chart-sales">
            {placed.map((sale, index) =>
              sale.outlier ? (
                <g key={index} data-outlier="true">
                  <OutlierMark x={x(sale.mileage)} y={y(sale.amount)} />
                </g>
              ) : (
                <g key={index} data-outlier="false">
                  <SaleMark x={x(sale.mileage)} y={y(sale.amount)} />
                </g>
              ),
            )}
          </g>
          {range && <ValueMark x={x(vehicle.mileage!)} low={y(market.low!)} value={y(market.value!)} high={y(market.high!)} />}
          {atVehicle && vehicle.price !== null && (
            <g data-testid="chart-vehicle">
              <VehicleMark x={x(vehicle.mileage!)} y={y(vehicle.price)} />
            </g>
          )}
        </svg>
      </div>
      <ul className="list-unstyled small text-body-secondary mb-0 d-flex flex-wrap">
        <LegendItem label={t('market.chart.sale')}>
          <SaleMark x={0} y={0} />
        </LegendItem>
        {placed.some((sale) => sale.outlier) && (
          <LegendItem label={t('market.chart.outlier')}>
            <OutlierMark x={0} y={0} />
          </LegendItem>
        )}
        {atVehicle && vehicle.price !== null && (
          <LegendItem label={t('market.chart.this-vehicle')}>
            <VehicleMark x={0} y={0} />
          </LegendItem>
        )}
        {range && (
          <LegendItem label={t('market.chart.value-range')}>
            <path d="M0,-7L0,7M-4,-7L4,-7M-4,7L4,7" stroke={colours.value} strokeWidth={1.4} />
            <path d="M-6,0L6,0" stroke={colours.value} strokeWidth={2.6} />
          </LegendItem>
        )}
      </ul>
      {unplaced > 0 && <p className="small text-body-secondary mb-0">{t('market.chart.without-mileage', { count: unplaced })}</p>}
    </figure>
  );
}
