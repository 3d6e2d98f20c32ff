import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { DealershipChecklist } from '../../../shared/admin/dealership-checklist';
import { inviteFailure, inviteFields, isEmailAddress, type InviteField } from '../../../shared/admin/invite-rules';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { groupActions, selectGroup } from './group-slice';

const blank = { email: '', buyAuthority: true, sellAuthority: true, dealershipIds: [] as string[] };

/**
 * The invite-dealer-principal dialog (spec sections 5 and 8): the role is fixed to DealerPrincipal;
 * email (dealergroup.invalid-email), authorities, at least one of the group's dealerships; a failed
 * send says the server's message or dealergroup.invite-failed.
 */
export function InvitePrincipalDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialog, group, save } = useAppSelector(selectGroup);
  const open = dialog?.kind === 'invite';
  const [form, setForm] = useState(blank);
  const [checked, setChecked] = useState(false);
  const { fieldErrors, formError, edited } = useFormErrors<InviteField>(open ? problemOf(save) : null, inviteFields);

  // Each opening starts from a blank form.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(blank);
      setChecked(false);
    }
  }

  if (!group) return null;
  const dealerships = group.dealerships.filter((d) => d.active);
  const emailInvalid = !isEmailAddress(form.email);
  const dealershipsInvalid = form.dealershipIds.length === 0;
  const close = () => dispatch(groupActions.dialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailInvalid || dealershipsInvalid) return;
    const { email, buyAuthority, sellAuthority, dealershipIds } = form;
    dispatch(
      groupActions.principalInvited({
        emailAddress: email.trim(),
        userRole: 'DealerPrincipal',
        buyAuthority,
        sellAuthority,
        dealerGroupId: group.id,
        dealershipIds,
      }),
    );
  };
  const failure = open && isFailed(save) ? inviteFailure(save.problem, formError, 'dealergroup.invite-failed') : null;
  // The form's own rules (spec section 5), else the server's reasons (the role is fixed here).
  const serverSaysInvalidEmail = fieldErrors.email === t('dealeradmin.invites.invalid-email');
  const emailReason = (checked && emailInvalid) || serverSaysInvalidEmail ? t('dealergroup.invalid-email') : fieldErrors.email;
  const dealershipsReason = checked && dealershipsInvalid ? t('dealeradmin.invites.dealership-required') : fieldErrors.dealerships;
  const change = (next: typeof form) => {
    if (next.email !== form.email) edited('email');
    if (next.dealershipIds !== form.dealershipIds) edited('dealerships');
    setForm(next);
  };

  return (
    <Modal show={open} onHide={close} aria-labelledby="invite-principal-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="invite-principal-title" as="h2" className="h5">
            {t('dealergroup.invite-principal')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {'text' in failure ? failure.text : t(failure.key)}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="principal-email">
            <Form.Label>{t('admin.invite.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="off"
              value={form.email}
              isInvalid={Boolean(emailReason)}
              onChange={(event) => change({ ...form, email: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{emailReason}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="principal-role">
            <Form.Label>{t('dealeradmin.users.role')}</Form.Label>
            <Form.Control value={t('role.DealerPrincipal')} disabled readOnly />
          </Form.Group>
          <Form.Check
            type="switch"
            id="principal-buy-authority"
            className="mb-2"
            label={t('admin.authority.buy-label')}
            checked={form.buyAuthority}
            onChange={(event) => setForm({ ...form, buyAuthority: event.target.checked })}
          />
          <Form.Check
            type="switch"
            id="principal-sell-authority"
            className="mb-3"
            label={t('admin.authority.sell-label')}
            checked={form.sellAuthority}
            onChange={(event) => setForm({ ...form, sellAuthority: event.target.checked })}
          />
          <DealershipChecklist
            id="principal-dealerships"
            dealerships={dealerships}
            selected={form.dealershipIds}
            invalid={Boolean(dealershipsReason)}
            messageKey="dealeradmin.invites.dealership-required"
            message={dealershipsReason}
            onChange={(dealershipIds) => change({ ...form, dealershipIds })}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading(save)}>
            {t('dealeradmin.invites.send-button')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
