import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { roleEditableFor } from '@dtn/contracts/permissions';
import { AuthorityFields } from '../../../shared/admin/authority-fields';
import { DealershipChecklist } from '../../../shared/admin/dealership-checklist';
import { RoleOptions } from '../../../shared/admin/role-options';
import { isLoading } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { assignableRoles } from '../role-choices';
import { RoleName } from '../role-name';
import { selectUserDetail, userActions, type UserDraft } from './user-slice';

/**
 * The edit mode of the user page (spec sections 4 and 5): role (not offered for Admin or
 * DealerPrincipal users; the choices exclude both), buy and sell authority, dealerships (at least one).
 */
export function UserEditForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { user, assigned, choices, save, error } = useAppSelector(selectUserDetail);
  const mayEditRole = useCanCall('editUserRole');
  const mayAssign = useCanCall('assignUserDealerships');
  const [draft, setDraft] = useState<UserDraft | null>(() =>
    user
      ? { role: user.role, buyAuthority: user.buyAuthority, sellAuthority: user.sellAuthority, dealershipIds: assigned.map((d) => d.id) }
      : null,
  );
  if (!user || !draft) return null;

  const roleOffered = mayEditRole && roleEditableFor(user.role);
  // Authorities travel with the role (PUT /api/user/role): only an Admin changes them for an
  // Admin or DealerPrincipal user.
  const authoritiesOffered = mayEditRole && (roleEditableFor(user.role) || me?.role === 'Admin');
  const change = (part: Partial<UserDraft>) => setDraft({ ...draft, ...part });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(userActions.saveRequested(draft));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('dealeradmin.user.edit-form')}>
      <Form.Group className="mb-3" controlId="user-role">
        <Form.Label>{t('dealeradmin.users.role')}</Form.Label>
        {roleOffered ? (
          <Form.Select value={draft.role} onChange={(event) => change({ role: event.target.value as UserDraft['role'] })}>
            <RoleOptions roles={assignableRoles} />
          </Form.Select>
        ) : (
          <p className="form-control-plaintext mb-0" id="user-role">
            <RoleName role={user.role} />
          </p>
        )}
      </Form.Group>
      <AuthorityFields id="user" value={draft} disabled={!authoritiesOffered} onChange={change} />
      {mayAssign && (
        <div className="mb-3">
          <DealershipChecklist
            id="user-dealerships"
            dealerships={choices}
            selected={draft.dealershipIds}
            invalid={error === 'NoDealerships'}
            messageKey="dealeradmin.users.no-dealerships"
            onChange={(dealershipIds) => change({ dealershipIds })}
          />
        </div>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={isLoading(save)}>
          {t('common.save')}
        </Button>
        <Button variant="outline-secondary" onClick={() => dispatch(userActions.editCancelled())}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
