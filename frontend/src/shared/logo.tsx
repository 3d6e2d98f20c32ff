/** The product mark: an inline SVG in the theme's primary colour (no image request). */
export function Logo({ title, size = 32 }: { title: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={title}>
      <rect width="32" height="32" rx="8" fill="var(--bs-primary)" />
      <path d="M7 19l3-6h12l3 6v4H7z M11 23a2 2 0 1 0 0.01 0M21 23a2 2 0 1 0 0.01 0" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
