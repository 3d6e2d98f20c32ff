import { Button, Col, Offcanvas, Row } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { MarketplaceFilters } from './marketplace-filters';
import { MarketplaceResults } from './marketplace-results';
import { marketplaceActions as actions, selectHasMorePages, selectMarketplace } from './marketplace-slice';

/** /marketplace: the filter panel (a side drawer below lg) and the infinite card grid. */
export default function MarketplacePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, status, loadingMore } = useAppSelector(selectMarketplace);
  const hasMore = useAppSelector(selectHasMorePages);
  const [showFilters, setShowFilters] = useState(false);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  return (
    <section aria-labelledby="marketplace-heading">
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 id="marketplace-heading" className="h3 mb-0">
          {t('marketplace.title')}
        </h1>
        <Button variant="outline-primary" className="d-lg-none" onClick={() => setShowFilters(true)}>
          {t('marketplace.filters.show')}
        </Button>
      </div>
      <Row>
        <Col lg={3}>
          <Offcanvas
            show={showFilters}
            onHide={() => setShowFilters(false)}
            responsive="lg"
            placement="start"
            aria-labelledby="marketplace-filters-title"
          >
            <Offcanvas.Header closeButton closeLabel={t('marketplace.filters.close')}>
              <Offcanvas.Title id="marketplace-filters-title" as="h2" className="h5">
                {t('marketplace.filters.title')}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="d-block">
              <h2 className="h5 d-none d-lg-block">{t('marketplace.filters.title')}</h2>
              <MarketplaceFilters />
            </Offcanvas.Body>
          </Offcanvas>
        </Col>
        <Col lg={9}>
          <MarketplaceResults
            {...{ items, status, loadingMore, hasMore }}
            onLoadMore={() => dispatch(actions.loadMore())}
            onRetry={() => dispatch(actions.opened())}
          />
        </Col>
      </Row>
    </section>
  );
}
