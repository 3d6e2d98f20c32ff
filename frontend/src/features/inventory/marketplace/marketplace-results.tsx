import { Col, Row } from 'react-bootstrap';
import type { MarketplaceItem } from '@dtn/contracts/entities/marketplace';
import { EmptyState } from '../../../shared/empty-state';
import { RequestError } from '../../../shared/request-error';
import { isLoading, isSucceeded, type RequestStatus } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useInfiniteScroll } from '../../../shared/use-infinite-scroll';
import { MarketplaceCard } from './marketplace-card';

/**
 * The infinite card grid of the marketplace and the trade-ins: the failure, spinner, the
 * marketplace.not-found empty state, 1/2/3 columns by width, and the sentinel that asks for the
 * next page 200 px before the bottom.
 */
export function MarketplaceResults(props: {
  items: readonly MarketplaceItem[];
  status: RequestStatus;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}) {
  const { items, status, loadingMore, hasMore, onLoadMore, onRetry } = props;
  const sentinel = useInfiniteScroll(onLoadMore, { enabled: hasMore && !loadingMore });
  return (
    <>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={onRetry} />}
      {isLoading(status) && items.length === 0 && <Spinner />}
      {isSucceeded(status) && items.length === 0 && <EmptyState messageKey="marketplace.not-found" />}
      <Row xs={1} md={2} xl={3} className="g-3" aria-busy={isLoading(status)}>
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
