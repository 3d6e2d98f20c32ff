import { common } from './common';
import { shell } from './shell';
import { inventory } from './inventory';

/** Every English string of the app, merged from one file per feature. */
export const en: Record<string, string> = { ...common, ...shell, ...inventory };
