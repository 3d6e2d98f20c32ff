import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadStoredTheme, type ThemeName } from '../../themes/themes';

export interface ThemeState {
  name: ThemeName;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ name: loadStoredTheme() }),
  reducers: {
    themeChosen(state, action: PayloadAction<ThemeName>) {
      state.name = action.payload;
    },
  },
});

export const themeActions = themeSlice.actions;
export const selectTheme = (state: { theme: ThemeState }) => state.theme.name;
