import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

export interface Authorities {
  buyAuthority: boolean;
  sellAuthority: boolean;
}

/**
 * The buy and sell authority switches of the invite dialogs and the user edit (spec section 5):
 * `${id}-buy-authority` and `${id}-sell-authority`; `disabled` where the user may not change them.
 */
export function AuthorityFields({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Authorities;
  onChange: (next: Authorities) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { buyAuthority, sellAuthority } = value;
  return (
    <>
      <Form.Check
        type="switch"
        id={`${id}-buy-authority`}
        className="mb-2"
        label={t('admin.authority.buy-label')}
        checked={buyAuthority}
        disabled={disabled}
        onChange={(event) => onChange({ buyAuthority: event.target.checked, sellAuthority })}
      />
      <Form.Check
        type="switch"
        id={`${id}-sell-authority`}
        className="mb-3"
        label={t('admin.authority.sell-label')}
        checked={sellAuthority}
        disabled={disabled}
        onChange={(event) => onChange({ buyAuthority, sellAuthority: event.target.checked })}
      />
    </>
  );
}
