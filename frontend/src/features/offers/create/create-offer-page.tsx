import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request-error';
import { isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { VehicleSummary } from '../common/vehicle-summary';
import { BidStep } from './bid-step';
import { CompleteStep } from './complete-step';
import { TransportBidsStep } from './transport-bids-step';
import { TransportRequestStep } from './transport-request-step';
import { WizardStepsNav } from './wizard-steps-nav';
import { selectWizard, wizardActions } from './wizard-slice';
import { wizardStep } from './wizard-step';

/** /createoffer/{vin}: the bid wizard; the step follows the buyer's offer (./wizard-step). */
export default function CreateOfferPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { vin = '' } = useParams();
  const state = useAppSelector(selectWizard);
  const { item, itemStatus, offer, offerStatus, offerLoaded, transportSkipped, submission } = state;

  useEffect(() => {
    dispatch(wizardActions.opened({ vin }));
    return () => {
      dispatch(wizardActions.left());
    };
  }, [dispatch, vin]);

  useEffect(() => {
    if (!isSucceeded(submission)) return;
    dispatch(wizardActions.submissionAcknowledged());
    void navigate(`/offersubmitted/${vin}`);
  }, [dispatch, navigate, submission, vin]);

  const retry = () => dispatch(wizardActions.opened({ vin }));
  let body;
  if (itemStatus.state === 'failed' && !item) {
    body = <RequestError problem={itemStatus.problem} notFoundKey="offers.vehicle-not-found" onRetry={retry} />;
  } else if (offerStatus.state === 'failed' && !offerLoaded) {
    body = <RequestError problem={offerStatus.problem} onRetry={retry} />;
  } else if (!item || state.vin !== vin || !offerLoaded) {
    body = <Spinner />;
  } else {
    const step = wizardStep(offer, transportSkipped);
    body = (
      <>
        <VehicleSummary item={item} />
        <WizardStepsNav current={step} />
        {step === 'request-transport' && <TransportRequestStep />}
        {step === 'select-transport-bid' && <TransportBidsStep />}
        {step === 'submit-bid' && <BidStep key={offer?.id ?? 'new'} />}
        {step === 'complete' && offer && <CompleteStep offer={offer} />}
      </>
    );
  }

  return (
    <section aria-labelledby="create-offer-heading" style={{ maxWidth: 960 }}>
      <h1 id="create-offer-heading" className="h3 mb-3">
        {t('offers.create.title')}
      </h1>
      {body}
    </section>
  );
}
