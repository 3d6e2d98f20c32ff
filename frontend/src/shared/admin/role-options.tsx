import { useTranslation } from 'react-i18next';
import type { Role } from '@dtn/contracts/enums';

/** The `<option>`s of a role select, each role as people read it ('Sales associate'). */
export function RoleOptions({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  return (
    <>
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`role.${role}`)}
        </option>
      ))}
    </>
  );
}
