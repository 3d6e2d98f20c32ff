import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { EmptyState } from '../../../shared/empty-state';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { groupActions, selectGroup } from './group-slice';

/** The group's dealerships with edit and a two-step delete (empty: dealergroup.no-dealerships). */
export function DealershipTable({ dealerships }: { dealerships: readonly Dealership[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { confirmingDelete } = useAppSelector(selectGroup);
  const mayEdit = useCanCall('editDealership');
  const mayDelete = useCanCall('deleteDealership');
  if (dealerships.length === 0) return <EmptyState messageKey="dealergroup.no-dealerships" />;

  return (
    <Table responsive className="align-middle">
      <thead>
        <tr>
          <th scope="col">{t('dealergroup.dealership.name')}</th>
          <th scope="col">{t('dealergroup.dealership.address')}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t('dealergroup.dealership.dealer-vault-id')}
          </th>
          <th scope="col">{t('dealergroup.dealership.status')}</th>
          <th scope="col" className="position-relative">
            <span className="visually-hidden">{t('dealeradmin.invites.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {dealerships.map((dealership) => (
          <tr key={dealership.id} data-testid="dealership-row">
            <td>{dealership.name}</td>
            <td>
              {[dealership.address1, dealership.address2].filter(Boolean).join(', ')}
              <br />
              {dealership.city}, {dealership.state} {dealership.postalCode}
            </td>
            <td className="d-none d-md-table-cell">{dealership.dealerVaultId}</td>
            <td>
              <Badge bg={dealership.active ? 'success' : 'secondary'}>
                {t(dealership.active ? 'dealergroup.dealership.active' : 'dealergroup.dealership.inactive')}
              </Badge>
            </td>
            <td className="text-nowrap">
              <span className="d-inline-flex flex-wrap gap-2">
                {mayEdit && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={t('dealergroup.edit-named', { name: dealership.name })}
                    onClick={() => dispatch(groupActions.dialogOpened({ kind: 'edit', dealershipId: dealership.id }))}
                  >
                    {t('common.edit')}
                  </Button>
                )}
                {mayDelete && dealership.active && confirmingDelete !== dealership.id && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={t('dealergroup.delete-named', { name: dealership.name })}
                    onClick={() => dispatch(groupActions.deleteClicked(dealership.id))}
                  >
                    {t('dealergroup.delete')}
                  </Button>
                )}
                {confirmingDelete === dealership.id && (
                  <>
                    <Button size="sm" variant="danger" onClick={() => dispatch(groupActions.deleteConfirmed(dealership.id))}>
                      {t('dealergroup.confirm-delete')}
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => dispatch(groupActions.deleteCancelled())}>
                      {t('common.cancel')}
                    </Button>
                  </>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
