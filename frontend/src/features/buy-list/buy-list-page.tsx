import { Fragment, useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { BuyListItem } from '@dtn/contracts/entities/buy-list';
import { EmptyState } from '../../shared/empty-state';
import { RequestError } from '../../shared/request-error';
import { isLoading, isSucceeded } from '../../shared/request-status';
import { Spinner } from '../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../shared/store-hooks';
import { AddDialog } from './add-dialog';
import { buyListActions, selectBuyList } from './buy-list-slice';
import { StandingOrderSummary } from './standing-order-summary';

const years = (item: BuyListItem) => (item.startYear === item.endYear ? `${item.startYear}` : `${item.startYear}–${item.endYear}`);

/** /buylist: the title, an add control, one row per wanted vehicle with delete (confirmed), buy-list.empty;
 * an item that is a standing order has a second row with the order (issue 35). */
export default function BuyListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, status, removeStatus } = useAppSelector(selectBuyList);
  const canAdd = useCanCall('addBuyListItem');
  const canRemove = useCanCall('removeBuyListItem');
  const [adding, setAdding] = useState(false);
  const [chosen, setRemoving] = useState<BuyListItem | null>(null);
  // Once removed (gone from the list), the item is no longer asked about.
  const removing = chosen && items.some((item) => item.id === chosen.id) ? chosen : null;
  const closeAdd = useCallback(() => setAdding(false), []);

  useEffect(() => {
    dispatch(buyListActions.opened());
  }, [dispatch]);

  return (
    <section aria-labelledby="buy-list-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="buy-list-heading" className="h3 mb-0">
          {t('buy-list.title')}
        </h1>
        {canAdd && <Button onClick={() => setAdding(true)}>{t('buy-list.add')}</Button>}
      </div>
      {status.state === 'failed' && <RequestError problem={status.problem} onRetry={() => dispatch(buyListActions.opened())} />}
      {isLoading(status) && <Spinner />}
      {isSucceeded(status) && items.length === 0 && <EmptyState messageKey="buy-list.empty" />}
      {items.length > 0 && (
        <Table responsive hover size="sm" className="align-middle" data-testid="buy-list-table">
          <thead>
            <tr>
              <th scope="col">{t('buy-list.make')}</th>
              <th scope="col">{t('buy-list.model')}</th>
              <th scope="col">{t('buy-list.years')}</th>
              <th scope="col">{t('buy-list.radius-column')}</th>
              {canRemove && (
                <th scope="col">
                  <span className="visually-hidden">{t('buy-list.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              // The order's row continues the item's: no rule between them.
              const cell = item.autoOffer ? 'border-bottom-0' : '';
              return (
                <Fragment key={item.id}>
                  <tr data-testid="buy-list-row">
                    <td className={cell}>{item.make}</td>
                    <td className={cell}>{item.model}</td>
                    <td className={`text-nowrap ${cell}`}>{years(item)}</td>
                    <td className={cell}>{t('buy-list.radius', { radius: item.searchRadius })}</td>
                    {canRemove && (
                      <td className={`text-end ${cell}`}>
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          onClick={() => setRemoving(item)}
                          aria-label={t('buy-list.delete-item', { name: `${item.make} ${item.model}` })}
                        >
                          {/* A cross on phones, where the word would push the row past the screen. */}
                          <span className="d-none d-sm-inline">{t('buy-list.delete')}</span>
                          <span className="d-sm-none" aria-hidden="true">
                            ✕
                          </span>
                        </Button>
                      </td>
                    )}
                  </tr>
                  {item.autoOffer && (
                    <tr data-testid="buy-list-order-row">
                      <td colSpan={canRemove ? 5 : 4} className="pt-0">
                        <StandingOrderSummary item={item} order={item.autoOffer} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
      )}
      <AddDialog show={adding} onClose={closeAdd} />
      <Modal show={removing !== null} onHide={() => setRemoving(null)} aria-labelledby="buy-list-delete-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="buy-list-delete-title">{t('buy-list.delete-title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {removing && t('buy-list.delete-confirm', { name: `${years(removing)} ${removing.make} ${removing.model}` })}
          {removeStatus.state === 'failed' && <p className="text-danger mb-0 mt-2">{t('buy-list.delete-error')}</p>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setRemoving(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={isLoading(removeStatus)}
            onClick={() => removing && dispatch(buyListActions.removeConfirmed(removing.id))}
          >
            {t('buy-list.delete')}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
