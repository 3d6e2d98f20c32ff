import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../shared/image-url';
import { gridRows, isVideo } from '../common/media';

/**
 * A post's pictures and videos by the grid rules of section 2 (common/media.ts). Videos play in
 * place; a picture opens full size. Media keys are served from the social-media image host.
 */
export function MediaGrid({ media, author }: { media: readonly string[]; author: string }) {
  const { t } = useTranslation();
  const rows = gridRows(media.length);
  if (rows.length === 0) return null;
  const single = media.length === 1;
  return (
    <div className="d-flex flex-column gap-1 mb-2 rounded overflow-hidden" data-testid="media-grid" data-count={media.length}>
      {rows.map((row, r) => (
        <div key={r} className="d-flex gap-1" data-testid="media-row">
          {row.map(({ index, more }) => {
            const path = media[index]!;
            const url = imageUrl(path);
            const label = t('social.media.item', { n: index + 1, count: media.length, author });
            const fit = {
              width: '100%',
              objectFit: 'cover',
              aspectRatio: single ? undefined : '4 / 3',
              maxHeight: single ? 520 : undefined,
            } as const;
            return (
              <div
                key={index}
                className="position-relative flex-fill bg-body-secondary"
                style={{ flexBasis: 0, minWidth: 0 }}
                data-testid="media-tile"
              >
                {isVideo(path) ? (
                  <video src={url} controls preload="metadata" playsInline aria-label={label} className="d-block" style={fit} />
                ) : (
                  <a href={url} target="_blank" rel="noreferrer" aria-label={label}>
                    <img src={url} alt="" loading="lazy" className="d-block" style={fit} />
                  </a>
                )}
                {more > 0 && (
                  <div
                    className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-dark bg-opacity-50 text-white fs-2 fw-bold"
                    style={{ pointerEvents: 'none' }}
                  >
                    {t('social.media.more', { count: more })}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
