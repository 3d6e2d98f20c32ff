import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithApp, testUser } from '../testing/render';
import { selectPermissions } from '../shared/session/session-slice';
import { useAppSelector } from '../shared/store-hooks';

function Probe() {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  return (
    <p>
      {t('unauthorized')} {permissions.has('SpotlightInventory') ? 'can-spotlight' : 'cannot-spotlight'}
    </p>
  );
}

describe('the store, i18n and test render harness', () => {
  it('derives permissions from the signed-in user', () => {
    renderWithApp(<Probe />, { user: testUser({ sellAuthority: true }) });
    expect(screen.getByText('unauthorized can-spotlight')).toBeTruthy();
  });

  it('has no permissions for a BDCManager', () => {
    renderWithApp(<Probe />, { user: testUser({ role: 'BDCManager', buyAuthority: false, sellAuthority: false }) });
    expect(screen.getByText('unauthorized cannot-spotlight')).toBeTruthy();
  });
});
