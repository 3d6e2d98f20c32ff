import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { BuyNowPriceForm } from '../buy-now/buy-now-price-form';
import type { ExitVehicle } from './exit-vehicle';
import { exitsActions as actions, selectExits } from './exits-slice';

/** The seller's Buy Now price form (the detail page's own), in a dialog for one vehicle. */
export function BuyNowDialog({ vehicle }: { vehicle: ExitVehicle }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialog } = useAppSelector(selectExits);
  const show = dialog?.kind === 'buy-now' && dialog.vehicle.id === vehicle.id;
  const close = () => dispatch(actions.dialogClosed());
  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`buy-now-title-${vehicle.id}`}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={`buy-now-title-${vehicle.id}`} className="h5">
          {t('aging.buy-now.title', { vehicle: vehicle.title })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{show && <BuyNowPriceForm vehicle={vehicle} />}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
