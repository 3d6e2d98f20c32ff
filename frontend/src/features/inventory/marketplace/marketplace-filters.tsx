import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { marketplaceRadiusOptions, type MarketplaceRadius } from '@dtn/contracts/constants';
import type { DistanceUnit, ListingType } from '@dtn/contracts/enums';
import { NameCountOptions } from '../../../shared/name-count-options';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { marketplaceActions as actions, selectMarketplace, type MarketplaceFilterValues } from './marketplace-slice';
import { yearChoices } from './year-options';

const listingTypes: readonly ListingType[] = ['NEW', 'USED'];
type MarketplaceSort = MarketplaceFilterValues['sort'];
const sorts: readonly MarketplaceSort[] = ['default', 'priceToMarket'];
const distanceUnits: readonly DistanceUnit[] = ['MILES', 'KILOMETERS'];

const orNull = (value: string) => (value === '' ? null : value);
const yearOrNull = (value: string) => (value === '' ? null : Number(value));

/** Toggle one value in a multi-choice list, keeping the list's order stable. */
function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

/** The marketplace filter panel (spec sections 2 and 5); every change goes through the slice's rules. */
export function MarketplaceFilters() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { filters, options, dateError } = useAppSelector(selectMarketplace);
  const years = yearChoices(options.years);

  return (
    <Form aria-label={t('marketplace.filters.title')} onSubmit={(event) => event.preventDefault()}>
      <Form.Group className="mb-3" controlId="marketplace-sort">
        <Form.Label>{t('market.sort.label')}</Form.Label>
        <Form.Select value={filters.sort} onChange={(e) => dispatch(actions.sortChanged(e.target.value as MarketplaceSort))}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`market.sort.${sort}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <Form.Group className="mb-3" controlId="marketplace-make">
        <Form.Label>{t('marketplace.filters.make')}</Form.Label>
        <Form.Select value={filters.make ?? ''} onChange={(e) => dispatch(actions.makeChanged(orNull(e.target.value)))}>
          <option value="">{t('marketplace.filters.any-make')}</option>
          <NameCountOptions items={options.makes} kept={filters.make} />
        </Form.Select>
      </Form.Group>

      <Form.Group className="mb-3" controlId="marketplace-model">
        <Form.Label>{t('marketplace.filters.model')}</Form.Label>
        <Form.Select
          value={filters.model ?? ''}
          disabled={!filters.make}
          onChange={(e) => dispatch(actions.modelChanged(orNull(e.target.value)))}
        >
          <option value="">{t('marketplace.filters.any-model')}</option>
          <NameCountOptions items={options.models} kept={filters.model} />
        </Form.Select>
      </Form.Group>

      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('marketplace.filters.trim')}</legend>
        {options.trims.length === 0 && filters.trim.length === 0 ? (
          <Form.Text>{t('marketplace.filters.trim-hint')}</Form.Text>
        ) : (
          <div className="overflow-auto" style={{ maxHeight: '12rem' }}>
            {[...new Set([...options.trims, ...filters.trim])].map((trim) => (
              <Form.Check
                key={trim}
                id={`marketplace-trim-${trim}`}
                type="checkbox"
                label={trim}
                checked={filters.trim.includes(trim)}
                onChange={(e) => dispatch(actions.trimChanged(toggled(filters.trim, trim, e.target.checked)))}
              />
            ))}
          </div>
        )}
      </fieldset>

      <div className="d-flex gap-2 mb-1">
        <YearSelect
          controlId="marketplace-start-year"
          label={t('marketplace.filters.start-year')}
          value={filters.startYear}
          invalid={dateError && filters.startYear === null && filters.endYear !== null}
          years={years}
          onChange={(year) => dispatch(actions.startYearChanged(year))}
        />
        <YearSelect
          controlId="marketplace-end-year"
          label={t('marketplace.filters.end-year')}
          value={filters.endYear}
          invalid={dateError && filters.endYear === null && filters.startYear !== null}
          years={years}
          onChange={(year) => dispatch(actions.endYearChanged(year))}
        />
      </div>
      {dateError && (
        <div className="text-danger small mb-2" role="alert">
          {t('marketplace.filters.date-error')}
        </div>
      )}

      <div className="d-flex gap-2 my-3">
        <Form.Group className="flex-fill" controlId="marketplace-radius">
          <Form.Label>{t('marketplace.filters.search-radius')}</Form.Label>
          <Form.Select
            value={filters.searchRadius}
            onChange={(e) => dispatch(actions.radiusChanged(Number(e.target.value) as MarketplaceRadius))}
          >
            {marketplaceRadiusOptions.map((radius) => (
              <option key={radius} value={radius}>
                {radius}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="flex-fill" controlId="marketplace-unit">
          <Form.Label>{t('marketplace.filters.distance-unit')}</Form.Label>
          <Form.Select value={filters.distanceUnit} onChange={(e) => dispatch(actions.unitChanged(e.target.value as DistanceUnit))}>
            {distanceUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`marketplace.filters.unit.${unit}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      <Form.Check
        className="mb-3"
        type="switch"
        id="marketplace-spotlights"
        label={t('marketplace.filters.spotlights-only')}
        checked={filters.spotlights}
        onChange={(e) => dispatch(actions.spotlightsChanged(e.target.checked))}
      />
      <Form.Check
        className="mb-3"
        type="switch"
        id="marketplace-buy-now"
        label={t('buy-now.filter')}
        checked={filters.buyNowOnly}
        onChange={(e) => dispatch(actions.buyNowOnlyChanged(e.target.checked))}
      />

      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('marketplace.filters.listing-type')}</legend>
        {listingTypes.map((type) => (
          <Form.Check
            inline
            key={type}
            id={`marketplace-listing-${type}`}
            type="checkbox"
            label={t(`inventory.listing-type.${type}`)}
            checked={filters.listingType.includes(type)}
            onChange={(e) =>
              dispatch(
                actions.listingTypeChanged(
                  listingTypes.filter((each) => (each === type ? e.target.checked : filters.listingType.includes(each))),
                ),
              )
            }
          />
        ))}
      </fieldset>

      <Button variant="outline-secondary" size="sm" onClick={() => dispatch(actions.filtersReset())}>
        {t('marketplace.filters.reset')}
      </Button>
    </Form>
  );
}

/** A start or end year: 'any' or one of the offered years. */
function YearSelect(props: {
  controlId: string;
  label: string;
  value: number | null;
  invalid: boolean;
  years: readonly number[];
  onChange: (year: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group className="flex-fill" controlId={props.controlId}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select value={props.value ?? ''} isInvalid={props.invalid} onChange={(e) => props.onChange(yearOrNull(e.target.value))}>
        <option value="">{t('marketplace.filters.any-year')}</option>
        {props.years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
