/** Inventory screen strings. */
export const inventory: Record<string, string> = {};
