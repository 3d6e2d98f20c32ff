import type { Role } from './enums';

/** The roles as the screens name them: the frontend's English texts (i18n `role.*`) and the
 * emails read them from here, so a role is never spelled two ways. */
export const roleLabels: Readonly<Record<Role, string>> = {
  Admin: 'Admin',
  DealerPrincipal: 'Dealer principal',
  SalesDirector: 'Sales director',
  UsedCarDirector: 'Used car director',
  GeneralManager: 'General manager',
  NewCarManager: 'New car manager',
  UsedCarManager: 'Used car manager',
  SalesManager: 'Sales manager',
  SalesAssociate: 'Sales associate',
  InternetDirector: 'Internet director',
  InternetManager: 'Internet manager',
  BDCManager: 'BDC manager',
};
