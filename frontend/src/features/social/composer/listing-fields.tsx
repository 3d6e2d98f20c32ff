import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { maxVehicleYear, minVehicleYear, vinLength } from '@dtn/contracts/constants';
import { selectUserDealerships } from '../../../shared/session/session-slice';
import { StandingOrderReachLine, type ReachVehicle } from '../../../shared/standing-order-reach/standing-order-reach';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { composerActions, selectComposer } from './composer-slice';
import type { ListingField, ListingValues } from './listing-rules';

/** The trade-in's vehicle: VIN, year, make and model from the lookups, mileage, and the dealership when several.
 * `errors`: what to say under each field, already in words (the form's rule or the server's reason).
 * Once the vehicle is known, the standing orders that would bid on it when listed (issue 35). */
export function ListingFields({
  values,
  errors,
  onChange,
}: {
  values: ListingValues;
  errors: Partial<Record<ListingField, string>>;
  onChange: (next: ListingValues) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { makes, models } = useAppSelector(selectComposer);
  const dealerships = useAppSelector(selectUserDealerships);

  useEffect(() => {
    dispatch(composerActions.makesRequested());
  }, [dispatch]);

  const set = (field: ListingField, value: string) => onChange({ ...values, [field]: value });
  const reachOf = (): ReachVehicle | null => {
    const dealershipId = values.dealershipId || (dealerships.length === 1 ? dealerships[0]!.id : '');
    const mileage = values.mileage.replace(/[,\s]/g, '');
    if (!dealershipId || !values.make || !values.model || !/^\d{4}$/.test(values.year.trim())) return null;
    // A trade-in is listed as a used vehicle (command-service post/trade-in).
    const vehicle = { dealershipId, make: values.make, model: values.model, year: Number(values.year), listingType: 'USED' as const };
    return /^\d{1,7}$/.test(mileage) ? { ...vehicle, mileage: Number(mileage) } : vehicle;
  };
  const reach = reachOf();
  const feedback = (field: ListingField) => errors[field] && <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>;

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 mb-0">{t('social.composer.vehicle')}</legend>
      <Row className="g-2">
        <Form.Group as={Col} xs={12} md={7} controlId="composer-vin">
          <Form.Label>{t('social.composer.vin')}</Form.Label>
          <Form.Control
            value={values.vin}
            maxLength={vinLength}
            className="font-monospace text-uppercase"
            isInvalid={Boolean(errors.vin)}
            onChange={(e) => set('vin', e.target.value.toUpperCase())}
          />
          {feedback('vin')}
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={5} controlId="composer-year">
          <Form.Label>{t('social.composer.year')}</Form.Label>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={minVehicleYear}
            max={maxVehicleYear(new Date())}
            value={values.year}
            isInvalid={Boolean(errors.year)}
            onChange={(e) => set('year', e.target.value)}
          />
          {feedback('year')}
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={6} controlId="composer-make">
          <Form.Label>{t('social.composer.make')}</Form.Label>
          <Form.Select
            value={values.make}
            isInvalid={Boolean(errors.make)}
            onChange={(e) => {
              onChange({ ...values, make: e.target.value, model: '' });
              if (e.target.value) dispatch(composerActions.modelsRequested(e.target.value));
            }}
          >
            <option value="">{t('social.composer.choose-make')}</option>
            {(['passengerVehicles', 'otherMakes'] as const).map((group) => (
              <optgroup key={group} label={t(`social.composer.makes.${group}`)}>
                {makes[group].map((make) => (
                  <option key={make} value={make}>
                    {make}
                  </option>
                ))}
              </optgroup>
            ))}
          </Form.Select>
          {feedback('make')}
        </Form.Group>
        <Form.Group as={Col} xs={12} md={6} controlId="composer-model">
          <Form.Label>{t('social.composer.model')}</Form.Label>
          <Form.Select
            value={values.model}
            disabled={!values.make}
            isInvalid={Boolean(errors.model)}
            onChange={(e) => set('model', e.target.value)}
          >
            <option value="">{t('social.composer.choose-model')}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </Form.Select>
          {feedback('model')}
        </Form.Group>
        <Form.Group as={Col} xs={12} md={6} controlId="composer-mileage">
          <Form.Label>{t('social.composer.mileage')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={values.mileage}
            isInvalid={Boolean(errors.mileage)}
            onChange={(e) => set('mileage', e.target.value)}
          />
          {feedback('mileage')}
        </Form.Group>
        {dealerships.length > 1 && (
          <Form.Group as={Col} xs={12} md={6} controlId="composer-dealership">
            <Form.Label>{t('social.composer.dealership')}</Form.Label>
            <Form.Select
              value={values.dealershipId}
              isInvalid={Boolean(errors.dealershipId)}
              onChange={(e) => set('dealershipId', e.target.value)}
            >
              <option value="">{t('social.composer.choose-dealership')}</option>
              {dealerships.map((dealership) => (
                <option key={dealership.id} value={dealership.id}>
                  {dealership.name}
                </option>
              ))}
            </Form.Select>
            {feedback('dealershipId')}
          </Form.Group>
        )}
      </Row>
      {reach && (
        <div className="mt-2" role="status">
          <StandingOrderReachLine vehicle={reach} />
        </div>
      )}
    </fieldset>
  );
}
