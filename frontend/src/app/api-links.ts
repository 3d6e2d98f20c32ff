/** Links the placeholder page offers while the screens are being built. */
export const apiLinks = [
  { href: '/api/docs', label: 'API documentation (OpenAPI)' },
  { href: '/auth/dev/users', label: 'Demo users (embedded sign-in)' },
  { href: '/healthz', label: 'Health' },
] as const;
