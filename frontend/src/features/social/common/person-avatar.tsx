import type { PersonSummary } from '@dtn/contracts/entities/common';
import { initials } from '../../../shared/format';
import { imageUrl } from '../../../shared/image-url';

/** A round avatar: the person's picture, or their initials (spec section 9) on the theme's colour. */
export function PersonAvatar({ person, size = 40 }: { person: PersonSummary; size?: number }) {
  const name = `${person.firstName} ${person.lastName}`;
  const box = { width: size, height: size, minWidth: size };
  if (person.imageUrl) {
    return <img src={imageUrl(person.imageUrl)} alt="" className="rounded-circle object-fit-cover" style={box} />;
  }
  return (
    <span
      aria-hidden="true"
      className="rounded-circle bg-primary fw-semibold d-inline-flex align-items-center justify-content-center"
      // The palette's readable colour on its primary (themes.css), white or black by theme.
      style={{ ...box, fontSize: size * 0.38, color: 'var(--dtn-primary-content, #fff)' }}
    >
      {initials(name)}
    </span>
  );
}

export const fullName = (person: PersonSummary) => `${person.firstName} ${person.lastName}`.trim();

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));
