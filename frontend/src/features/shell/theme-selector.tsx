import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { isThemeName, themeNames } from '../../themes/themes';
import { selectTheme, themeActions } from './theme-slice';

/** The 31 named themes; the choice is kept in localStorage (theme saga). */
export function ThemeSelector() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectTheme);
  return (
    <Form.Select
      size="sm"
      aria-label={t('theme.choose')}
      value={current}
      style={{ width: 'auto' }}
      onChange={(event) => {
        if (isThemeName(event.target.value)) dispatch(themeActions.themeChosen(event.target.value));
      }}
    >
      {themeNames.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </Form.Select>
  );
}
