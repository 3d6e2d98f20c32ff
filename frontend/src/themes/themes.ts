import { defaultTheme, isDarkTheme, themeNames, type ThemeName } from '@dtn/contracts/constants';

/**
 * The 31 named themes of spec section 2. Each is a palette of CSS variables (themes.css) on top of
 * Bootstrap 5.3 colour modes: `data-bs-theme` is light or dark by the theme's family, `data-theme`
 * selects the palette. The choice is kept in localStorage; the default is light.
 */
export { themeNames, type ThemeName };

const themeStorageKey = 'dtn.theme';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

export function loadStoredTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isThemeName(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export function storeTheme(name: ThemeName): void {
  try {
    localStorage.setItem(themeStorageKey, name);
  } catch {
    // Private mode or storage disabled: the theme still applies for this page.
  }
}

export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-bs-theme', isDarkTheme(name) ? 'dark' : 'light');
  root.setAttribute('data-theme', name);
}
