import { useTranslation } from 'react-i18next';
import type { Role } from '@dtn/contracts/enums';

/** A role as people read it ('Sales associate' for SalesAssociate). */
export function RoleName({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <>{t(`role.${role}`)}</>;
}
