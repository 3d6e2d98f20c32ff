import { imageUrl } from '../../../shared/image-url';
import { initials } from '../../../shared/format';

/**
 * A person's round picture, or their initials (spec section 9: the first letters of the first two
 * words of the name) when they have none. Decorative next to the name, which is always shown too.
 */
export function Avatar({ name, image, size = 40 }: { name: string; image?: string | null; size?: number }) {
  const style = { width: size, height: size, minWidth: size };
  if (image) {
    return <img src={imageUrl(image)} alt="" className="rounded-circle object-fit-cover" style={style} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center"
      style={{ ...style, fontSize: size * 0.4 }}
    >
      {initials(name)}
    </span>
  );
}

export const personName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();
