/** Spec section 5: the slug may contain only lowercase letters and hyphens. */
export const isSlug = (value: string): boolean => /^[a-z-]+$/.test(value);
