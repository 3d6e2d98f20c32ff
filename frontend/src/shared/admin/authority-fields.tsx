import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

export interface Authorities {
  buyAuthority: boolean;
  sellAuthority: boolean;
}

const switches = [
  { field: 'buyAuthority', idSuffix: 'buy-authority', labelKey: 'admin.authority.buy-label', className: 'mb-2' },
  { field: 'sellAuthority', idSuffix: 'sell-authority', labelKey: 'admin.authority.sell-label', className: 'mb-3' },
] as const;

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
  return switches.map(({ field, idSuffix, labelKey, className }) => (
    <Form.Check
      key={field}
      type="switch"
      id={`${id}-${idSuffix}`}
      className={className}
      label={t(labelKey)}
      checked={value[field]}
      disabled={disabled}
      onChange={(event) => onChange({ buyAuthority, sellAuthority, [field]: event.target.checked })}
    />
  ));
}
