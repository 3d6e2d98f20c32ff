import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { DealershipChecklist } from '../../../shared/admin/dealership-checklist';
import { inviteFailure, isEmailAddress } from '../../../shared/admin/invite-rules';
import { isFailed, isLoading } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { groupActions, selectGroup } from './group-slice';

const blank = { email: '', buyAuthority: true, sellAuthority: true, dealershipIds: [] as string[] };

/**
 * The invite-dealer-principal dialog (spec sections 5 and 8): the role is fixed to DealerPrincipal;
 * email (dealergroup.invalid-email), authorities, at least one of the group's dealerships; a failed
 * send says the server's message or dealergroup.invite-failed.
 */
export function InvitePrincipalDialog() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialog, group, save } = useAppSelector(selectGroup);
  const open = dialog?.kind === 'invite';
  const [form, setForm] = useState(blank);
  const [checked, setChecked] = useState(false);

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
  const failure = open && isFailed(save) ? inviteFailure(save.problem, 'dealergroup.invite-failed', (key) => i18n.exists(key)) : null;

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
              {'text' in failure
                ? failure.text
                : t(failure.key === 'dealeradmin.invites.invalid-email' ? 'dealergroup.invalid-email' : failure.key)}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="principal-email">
            <Form.Label>{t('admin.invite.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="off"
              value={form.email}
              isInvalid={checked && emailInvalid}
              onChange={(event) => setForm({ ...form, email: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{t('dealergroup.invalid-email')}</Form.Control.Feedback>
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
            invalid={checked && dealershipsInvalid}
            messageKey="dealeradmin.invites.dealership-required"
            onChange={(dealershipIds) => setForm({ ...form, dealershipIds })}
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
