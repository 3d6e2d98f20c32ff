import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { UsState } from '@dtn/contracts/enums';
import { country, postalCodeLength } from '@dtn/contracts/constants';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isLoading, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { dealershipErrors, dealershipFields, type DealershipField, type DealershipForm } from './dealership-rules';
import { groupActions, selectGroup } from './group-slice';

const blank: DealershipForm = { name: '', dealerVaultId: '', address1: '', address2: '', city: '', state: '', postalCode: '' };
/** The server's two reasons the catalogue words for the dealer (its own name the fields in code). */
const serverWords: Partial<Record<DealershipField, string>> = {
  postalCode: 'dealergroup.postal-code-unknown',
  state: 'dealergroup.state-invalid',
};
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
  const { fieldErrors, formError, edited } = useFormErrors(open ? problemOf(save) : null, dealershipFields);

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
  const ruleKeys = checked ? dealershipErrors(form) : {};
  // The form's own rule (spec section 5), else the server's reason for the field.
  const reason = (field: DealershipField): string | undefined => {
    const rule = ruleKeys[field];
    if (rule) return t(rule);
    const server = fieldErrors[field];
    return server && (serverWords[field] ? t(serverWords[field]) : server);
  };
  const change = (field: DealershipField, value: string) => {
    edited(field);
    setForm({ ...form, [field]: value });
  };
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
        isInvalid={Boolean(reason(field))}
        onChange={(event) => change(field, event.target.value)}
        {...extra}
      />
      <Form.Control.Feedback type="invalid">{reason(field)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Modal show={open} onHide={close} aria-labelledby="dealership-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="dealership-title" as="h2" className="h5">
            {t(editing ? 'dealergroup.edit-dealership' : 'dealergroup.add-dealership')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && (
            <Alert variant="danger" role="alert">
              {t('dealergroup.save-failed')} {formError}
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
                  isInvalid={Boolean(reason('state'))}
                  onChange={(event) => change('state', event.target.value)}
                >
                  <option value="">{t('dealergroup.dealership.choose-state')}</option>
                  {UsState.options.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{reason('state')}</Form.Control.Feedback>
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
