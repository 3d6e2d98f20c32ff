import { Col, Row } from 'react-bootstrap';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import { EmptyState } from '../../../shared/empty-state';
import { LoadError } from '../../../shared/load-error';
import { Spinner } from '../../../shared/spinner';
import { useInfiniteScroll } from '../../../shared/use-infinite-scroll';
import { MarketplaceCard } from './marketplace-card';
import type { LoadStatus } from './marketplace-slice';

/**
 * The infinite card grid of the marketplace and the trade-ins: load error, spinner, the
 * marketplace.not-found empty state, 1/2/3 columns by width, and the sentinel that asks for the
 * next page 200 px before the bottom.
 */
export function MarketplaceResults(props: {
  items: readonly MarketplaceItem[];
  status: LoadStatus;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}) {
  const { items, status, loadingMore, hasMore, onLoadMore, onRetry } = props;
  const sentinel = useInfiniteScroll(onLoadMore, { enabled: hasMore && !loadingMore });
  return (
    <>
      {status === 'failed' && <LoadError onRetry={onRetry} />}
      {status === 'loading' && items.length === 0 && <Spinner />}
      {status === 'loaded' && items.length === 0 && <EmptyState messageKey="marketplace.not-found" />}
      <Row xs={1} md={2} xl={3} className="g-3" aria-busy={status === 'loading'}>
        {items.map((item) => (
          <Col key={item.id}>
            <MarketplaceCard item={item} />
          </Col>
        ))}
      </Row>
      <div ref={sentinel} aria-hidden="true" />
      {loadingMore && <Spinner />}
    </>
  );
}
