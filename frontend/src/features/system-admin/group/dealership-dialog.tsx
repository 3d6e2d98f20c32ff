import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { UsState } from '@dtn/contracts/enums';
import { country, postalCodeLength } from '@dtn/contracts/constants';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { dealershipErrors, dealershipFields, serverFieldErrors, type DealershipField, type DealershipForm } from './dealership-rules';
import { groupActions, selectGroup } from './group-slice';

const blank: DealershipForm = { name: '', dealerVaultId: '', address1: '', address2: '', city: '', state: '', postalCode: '' };
const labelKey: Record<DealershipField, string> = {
  name: 'dealergroup.dealership.name',
  dealerVaultId: 'dealergroup.dealership.dealer-vault-id',
  address1: 'dealergroup.dealership.address1',
  address2: 'dealergroup.dealership.address2',
  city: 'dealergroup.dealership.city',
  state: 'dealergroup.dealership.state',
  postalCode: 'dealergroup.dealership.postal-code',
};

/** Add or edit a dealership (spec section 5); the state list has every US state with DC, PR and VI. */
export function DealershipDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialog, group, save } = useAppSelector(selectGroup);
  const editing = dialog?.kind === 'edit' ? group?.dealerships.find((d) => d.id === dialog.dealershipId) : undefined;
  const open = dialog?.kind === 'add' || Boolean(editing);
  const [form, setForm] = useState(blank);
  const [active, setActive] = useState(true);
  const [checked, setChecked] = useState(false);

  // Each opening (and a change of the dealership edited) starts from that dealership, or blank.
  const [shown, setShown] = useState<{ open: boolean; editing?: typeof editing }>({ open: false });
  if (open !== shown.open || editing !== shown.editing) {
    setShown({ open, editing });
    if (open) {
      setForm(editing ? (Object.fromEntries(dealershipFields.map((field) => [field, editing[field]])) as DealershipForm) : blank);
      setActive(editing?.active ?? true);
      setChecked(false);
    }
  }

  if (!group) return null;
  const errors = { ...serverFieldErrors(isFailed(save) ? save.problem : null), ...(checked ? dealershipErrors(form) : {}) };
  const close = () => dispatch(groupActions.dialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(dealershipErrors(form)).length > 0) return;
    const fields = Object.fromEntries(dealershipFields.map((field) => [field, form[field].trim()])) as DealershipForm;
    const body = { ...fields, state: fields.state as UsState, dealerGroupId: group.id };
    if (editing) dispatch(groupActions.dealershipEdited({ ...body, id: editing.id, active, country }));
    else dispatch(groupActions.dealershipAdded(body));
  };
  const input = (field: DealershipField, extra: { maxLength?: number; inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <Form.Group className="mb-3" controlId={`dealership-${field}`}>
      <Form.Label>{t(labelKey[field])}</Form.Label>
      <Form.Control
        value={form[field]}
        isInvalid={Boolean(errors[field])}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        {...extra}
      />
      <Form.Control.Feedback type="invalid">{errors[field] && t(errors[field])}</Form.Control.Feedback>
    </Form.Group>
  );
  const generalFailure = isFailed(save) && Object.keys(serverFieldErrors(save.problem)).length === 0;

  return (
    <Modal show={open} onHide={close} aria-labelledby="dealership-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="dealership-title" as="h2" className="h5">
            {t(editing ? 'dealergroup.edit-dealership' : 'dealergroup.add-dealership')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {generalFailure && (
            <Alert variant="danger" role="alert">
              {t('dealergroup.save-failed')}
            </Alert>
          )}
          {input('name')}
          {input('dealerVaultId')}
          {input('address1', { autoComplete: 'address-line1' })}
          {input('address2', { autoComplete: 'address-line2' })}
          {input('city', { autoComplete: 'address-level2' })}
          {/* Plain grid classes: react-bootstrap's Col and Row do not load as ES modules under jest. */}
          <div className="row">
            <div className="col-6">
              <Form.Group className="mb-3" controlId="dealership-state">
                <Form.Label>{t(labelKey.state)}</Form.Label>
                <Form.Select
                  value={form.state}
                  isInvalid={Boolean(errors.state)}
                  onChange={(event) => setForm({ ...form, state: event.target.value })}
                >
                  <option value="">{t('dealergroup.dealership.choose-state')}</option>
                  {UsState.options.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.state && t(errors.state)}</Form.Control.Feedback>
              </Form.Group>
            </div>
            <div className="col-6">
              {input('postalCode', { maxLength: postalCodeLength, inputMode: 'numeric', autoComplete: 'postal-code' })}
            </div>
          </div>
          <p className="small text-body-secondary mb-2">{t('dealergroup.dealership.country', { country })}</p>
          {editing && (
            <Form.Check
              type="switch"
              id="dealership-active"
              label={t('dealergroup.dealership.active')}
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
            />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading(save)}>
            {t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
