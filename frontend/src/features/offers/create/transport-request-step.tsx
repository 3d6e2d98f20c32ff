import { Button, Card, Form } from 'react-bootstrap';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { transportRadiusMaxMiles, transportRadiusMinMiles, transportRadiusStepMiles } from '@dtn/contracts/constants';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, isSucceeded, problemOf } from '../../../shared/request-status';
import { selectUserDealerships } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { CommandError } from '../common/command-error';
import { selectWizard, wizardActions } from './wizard-slice';

/** The transport request's body names for the step's fields; the destination is a field only when it is chosen here. */
const choosingFields = { destination: 'body.destinationDealershipId', radius: 'body.transportationSearchRadius' } as const;
const radiusOnly = { radius: 'body.transportationSearchRadius' } as const;

const milesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Step 1 (spec sections 2 and 5): the destination dealership (a selector when the user has
 * several, chosen automatically when exactly one), the 25..100 mile radius slider (default 50,
 * step 1) and the computed distance; then the transport request, or skip straight to the bid.
 */
export function TransportRequestStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dealerships = useAppSelector(selectUserDealerships);
  const { destinationDealershipId, radius, distance, distanceStatus, transportRequest } = useAppSelector(selectWizard);
  const canRequest = useCanCall('createOffer');
  const only = dealerships.length === 1 ? dealerships[0]! : null;

  useEffect(() => {
    if (only && destinationDealershipId !== only.id) dispatch(wizardActions.destinationChosen(only.id));
  }, [dispatch, only, destinationDealershipId]);

  const request = () => dispatch(wizardActions.transportRequested());
  const fields = dealerships.length > 1 ? choosingFields : radiusOnly;
  const { fieldErrors, edited } = useFormErrors<'destination' | 'radius'>(problemOf(transportRequest), fields);
  return (
    <Card as="section" aria-labelledby="step-heading">
      <Card.Body>
        <Card.Title as="h2" id="step-heading" className="h5">
          {t('offers.create.step.request-transport')}
        </Card.Title>
        <p className="text-body-secondary small">{t('offers.create.transport-intro')}</p>
        {dealerships.length > 1 && (
          <Form.Group controlId="destination-dealership" className="mb-3">
            <Form.Label>{t('offers.create.destination')}</Form.Label>
            <Form.Select
              value={destinationDealershipId ?? ''}
              required
              isInvalid={Boolean(fieldErrors.destination)}
              onChange={(event) => {
                edited('destination');
                dispatch(wizardActions.destinationChosen(event.target.value));
              }}
            >
              <option value="">{t('offers.create.choose-destination')}</option>
              {dealerships.map((dealership) => (
                <option key={dealership.id} value={dealership.id}>
                  {dealership.name} ({dealership.city}, {dealership.state})
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldErrors.destination}</Form.Control.Feedback>
          </Form.Group>
        )}
        {only && (
          <p className="mb-3" data-testid="destination">
            {t('offers.create.destination')}: <strong>{only.name}</strong> ({only.city}, {only.state})
          </p>
        )}
        {dealerships.length === 0 && <p className="text-body-secondary">{t('offers.create.no-dealerships')}</p>}
        <Form.Group controlId="transport-radius" className="mb-3">
          <Form.Label>{t('offers.create.radius', { miles: radius })}</Form.Label>
          <Form.Range
            min={transportRadiusMinMiles}
            max={transportRadiusMaxMiles}
            step={transportRadiusStepMiles}
            value={radius}
            aria-valuetext={t('offers.create.miles', { miles: radius })}
            className={fieldErrors.radius ? 'is-invalid' : undefined}
            onChange={(event) => {
              edited('radius');
              dispatch(wizardActions.radiusChanged(Number(event.target.value)));
            }}
          />
          {fieldErrors.radius && <div className="invalid-feedback d-block">{fieldErrors.radius}</div>}
        </Form.Group>
        <p data-testid="distance" aria-live="polite">
          {!destinationDealershipId && dealerships.length > 0 && (
            <span className="text-body-secondary">{t('offers.create.distance-needs-destination')}</span>
          )}
          {isLoading(distanceStatus) && t('offers.create.distance-loading')}
          {isSucceeded(distanceStatus) && distance !== null && t('offers.create.distance', { miles: milesFormat.format(distance) })}
          {isFailed(distanceStatus) && t('offers.create.distance-error')}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={request} disabled={!canRequest || !destinationDealershipId || isLoading(transportRequest)}>
            {t('offers.create.request-transport')}
          </Button>
          <Button variant="outline-secondary" onClick={() => dispatch(wizardActions.transportSkipped())}>
            {t('offers.create.skip-transport')}
          </Button>
        </div>
        {isFailed(transportRequest) && (
          <CommandError problem={transportRequest.problem} messageKey="offers.create.error-message" onRetry={request} fields={fields} />
        )}
      </Card.Body>
    </Card>
  );
}
