const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Spec section 3: the invite date shows as month name, day, year ('March 1, 2025'). */
export const formatInviteDate = (iso: string): string => monthDayYear.format(new Date(iso));
