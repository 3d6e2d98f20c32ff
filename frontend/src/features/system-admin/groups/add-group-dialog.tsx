import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useDialogForm } from '../../../shared/forms/use-dialog-form';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isLoading, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { groupsActions, selectGroups } from './groups-slice';
import { isSlug } from './slug';

const fields = ['organizationName', 'slug', 'shortName', 'dealerVaultVendorId'] as const;
type Field = (typeof fields)[number];
const blank: Record<Field, string> = { organizationName: '', slug: '', shortName: '', dealerVaultVendorId: '' };
const labelKey: Record<Field, string> = {
  organizationName: 'dealergroup.organization-name',
  slug: 'dealergroup.slug',
  shortName: 'dealergroup.short-name',
  dealerVaultVendorId: 'dealergroup.dealer-vault-vendor-id',
};

/** Spec section 5: every field required; the slug only lowercase letters and hyphens. */
function groupErrors(form: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) if (form[field].trim() === '') errors[field] = 'dealergroup.required';
  if (!errors.slug && !isSlug(form.slug)) errors.slug = 'dealergroup.slug-message';
  return errors;
}

/** The add-group dialog of /systemadmin. */
export function AddGroupDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialogOpen, add } = useAppSelector(selectGroups);
  const { form, setForm, checked, setChecked } = useDialogForm(dialogOpen, blank);
  const { fieldErrors, formError, edited } = useFormErrors(dialogOpen ? problemOf(add) : null, fields);

  const errors = groupErrors(form);
  // The form's own rule (spec section 5), else the server's reason (a slug taken, say).
  const reason = (field: Field) => (checked && errors[field] ? t(errors[field]) : fieldErrors[field]);
  const close = () => dispatch(groupsActions.dialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(errors).length > 0) return;
    const trimmed = Object.fromEntries(fields.map((field) => [field, form[field].trim()])) as Record<Field, string>;
    dispatch(groupsActions.addRequested({ ...trimmed, slug: form.slug }));
  };

  return (
    <Modal show={dialogOpen} onHide={close} aria-labelledby="add-group-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="add-group-title" as="h2" className="h5">
            {t('dealergroup.add')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && add.state === 'failed' && (
            <Alert variant="danger" role="alert">
              {add.problem.status === 409 ? formError : `${t('dealergroup.add-failed')} ${formError}`}
            </Alert>
          )}
          {fields.map((field) => (
            <Form.Group className="mb-3" controlId={`group-${field}`} key={field}>
              <Form.Label>{t(labelKey[field])}</Form.Label>
              <Form.Control
                value={form[field]}
                isInvalid={Boolean(reason(field))}
                aria-describedby={field === 'slug' ? 'group-slug-help' : undefined}
                onChange={(event) => {
                  edited(field);
                  setForm({ ...form, [field]: event.target.value });
                }}
              />
              {field === 'slug' && (
                <Form.Text id="group-slug-help" className={reason('slug') ? 'visually-hidden' : undefined}>
                  {t('dealergroup.slug-help')}
                </Form.Text>
              )}
              <Form.Control.Feedback type="invalid">{reason(field)}</Form.Control.Feedback>
            </Form.Group>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading(add)}>
            {t('dealergroup.create')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
