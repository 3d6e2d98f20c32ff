import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Role } from '@dtn/contracts/enums';
import { DealershipChecklist } from '../../../shared/admin/dealership-checklist';
import { inviteFailure, inviteFields, isEmailAddress, type InviteField } from '../../../shared/admin/invite-rules';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, problemOf } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { assignableRoles } from '../role-choices';
import { invitesActions, selectInvites } from './invites-slice';

const blank = { email: '', role: '' as Role | '', buyAuthority: false, sellAuthority: false, dealershipIds: [] as string[] };

/**
 * The send-invite dialog (spec section 5): an email of the usual pattern, a role other than Admin
 * and DealerPrincipal, buy and sell authority, at least one dealership (else the box turns red).
 */
export function SendInviteDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { dialogOpen, send, dealerships } = useAppSelector(selectInvites);
  const [form, setForm] = useState(blank);
  const [checked, setChecked] = useState(false);
  const { fieldErrors, formError, edited } = useFormErrors<InviteField>(problemOf(send), inviteFields);

  // Each opening starts from a blank form.
  const [wasOpen, setWasOpen] = useState(false);
  if (dialogOpen !== wasOpen) {
    setWasOpen(dialogOpen);
    if (dialogOpen) {
      setForm(blank);
      setChecked(false);
    }
  }

  const emailInvalid = !isEmailAddress(form.email);
  const roleInvalid = form.role === '';
  const dealershipsInvalid = form.dealershipIds.length === 0;
  const close = () => dispatch(invitesActions.dialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailInvalid || roleInvalid || dealershipsInvalid || !me?.dealerGroupId || form.role === '') return;
    const { email, role, buyAuthority, sellAuthority, dealershipIds } = form;
    dispatch(
      invitesActions.sendRequested({
        emailAddress: email.trim(),
        userRole: role,
        buyAuthority,
        sellAuthority,
        dealerGroupId: me.dealerGroupId,
        dealershipIds,
      }),
    );
  };
  const failure = isFailed(send) ? inviteFailure(send.problem, formError, 'dealeradmin.invites.generic-error') : null;
  // The form's own rules (spec section 5), else the server's reasons.
  const emailReason = checked && emailInvalid ? t('dealeradmin.invites.invalid-email') : fieldErrors.email;
  const roleReason = checked && roleInvalid ? t('dealeradmin.invites.role-required') : fieldErrors.role;
  const dealershipsReason = checked && dealershipsInvalid ? t('dealeradmin.invites.dealership-required') : fieldErrors.dealerships;
  const change = (next: typeof form) => {
    if (next.email !== form.email) edited('email');
    if (next.role !== form.role) edited('role');
    if (next.dealershipIds !== form.dealershipIds) edited('dealerships');
    setForm(next);
  };

  return (
    <Modal show={dialogOpen} onHide={close} aria-labelledby="send-invite-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="send-invite-title" as="h2" className="h5">
            {t('dealeradmin.invites.send')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {'text' in failure ? failure.text : t(failure.key)}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="invite-email">
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
          <Form.Group className="mb-3" controlId="invite-role">
            <Form.Label>{t('dealeradmin.users.role')}</Form.Label>
            <Form.Select
              value={form.role}
              isInvalid={Boolean(roleReason)}
              onChange={(event) => change({ ...form, role: event.target.value as Role })}
            >
              <option value="">{t('dealeradmin.invites.choose-role')}</option>
              {assignableRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{roleReason}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id="invite-buy-authority"
            className="mb-2"
            label={t('admin.authority.buy-label')}
            checked={form.buyAuthority}
            onChange={(event) => setForm({ ...form, buyAuthority: event.target.checked })}
          />
          <Form.Check
            type="switch"
            id="invite-sell-authority"
            className="mb-3"
            label={t('admin.authority.sell-label')}
            checked={form.sellAuthority}
            onChange={(event) => setForm({ ...form, sellAuthority: event.target.checked })}
          />
          <DealershipChecklist
            id="invite-dealerships"
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
          <Button type="submit" disabled={isLoading(send)}>
            {t('dealeradmin.invites.send-button')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
