import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ListingType } from '@dtn/contracts/enums';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isFailed, isLoading, isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { InventoryCard } from './inventory-card';
import { listingActions as actions, selectListing, type ListingSortBy } from './listing-slice';

const listingTypes: readonly ListingType[] = ['NEW', 'USED'];
const sortChoices: readonly ListingSortBy[] = ['days', 'priceToMarket'];
/** The direction toggle's words follow what is sorted: newest/oldest, or lowest/highest. */
const sortKeys: Record<ListingSortBy, string> = { days: 'inventory.listing.sort', priceToMarket: 'market.sort.price-to-market' };

/** New/used checkboxes, what to sort by (days in inventory or price-to-market) with the direction
 * toggle, and the cards, shared by the listing and spotlighted pages. */
export function ListingResults({ emptyKey }: { emptyKey: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, status, listingTypes: selected, sortOrder, sortBy } = useAppSelector(selectListing);
  const ascending = sortOrder === 'Ascending';
  const toggleKey = `${sortKeys[sortBy]}-${ascending ? 'ascending' : 'descending'}`;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <fieldset className="d-flex align-items-center gap-2">
          <legend className="visually-hidden">{t('inventory.listing.listing-types')}</legend>
          {listingTypes.map((type) => (
            <Form.Check
              inline
              key={type}
              id={`listing-type-${type}`}
              type="checkbox"
              label={t(`inventory.listing-type.${type}`)}
              checked={selected.includes(type)}
              onChange={(e) => dispatch(actions.listingTypeToggled({ type, on: e.target.checked }))}
            />
          ))}
        </fieldset>
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor="listing-sort-by" className="mb-0 small text-body-secondary text-nowrap">
            {t('market.sort.label')}
          </Form.Label>
          <Form.Select
            id="listing-sort-by"
            size="sm"
            className="w-auto"
            value={sortBy}
            onChange={(e) => dispatch(actions.sortByChanged(e.target.value as ListingSortBy))}
          >
            {sortChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`market.sort.${choice}`)}
              </option>
            ))}
          </Form.Select>
          <Button
            variant="outline-secondary"
            size="sm"
            className="text-nowrap"
            aria-label={t(`${toggleKey}-label`)}
            onClick={() => dispatch(actions.sortToggled())}
          >
            {t(toggleKey)}
          </Button>
        </div>
      </div>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(actions.refreshed())} />}
      {isLoading(status) && <Spinner />}
      {isSucceeded(status) && items.length === 0 && <EmptyState messageKey={emptyKey} />}
      {!isFailed(status) && (
        <Row xs={1} md={2} xl={3} className="g-3">
          {items.map((item) => (
            <Col key={item.id}>
              <InventoryCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
