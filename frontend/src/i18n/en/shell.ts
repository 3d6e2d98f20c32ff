/** Shell strings (sign-in, navigation, notifications, themes, preferences, landing, 404). */
export const shell: Record<string, string> = {};
