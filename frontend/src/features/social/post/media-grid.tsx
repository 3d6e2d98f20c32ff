import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../shared/image-url';
import { gridLayout, isVideo, type GridTile } from '../common/media';

/** A tile's picture or video: 4:3 in a grid, as tall as it is (up to 520 px) alone, or filling a
 * tile whose height its neighbours give (the large one of three). */
type Fit = 'grid' | 'single' | 'fill';

const fits: Record<Fit, CSSProperties> = {
  grid: { width: '100%', objectFit: 'cover', aspectRatio: '4 / 3' },
  single: { width: '100%', objectFit: 'cover', maxHeight: 520 },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
};

function MediaTile({ media, tile, author, fit }: { media: readonly string[]; tile: GridTile; author: string; fit: Fit }) {
  const { t } = useTranslation();
  const path = media[tile.index]!;
  const url = imageUrl(path);
  const label = t('social.media.item', { n: tile.index + 1, count: media.length, author });
  const style = fits[fit];
  return (
    <div className="position-relative flex-fill bg-body-secondary" style={{ flexBasis: 0, minWidth: 0 }} data-testid="media-tile">
      {isVideo(path) ? (
        <video src={url} controls preload="metadata" playsInline aria-label={label} className="d-block" style={style} />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" aria-label={label}>
          <img src={url} alt="" loading="lazy" className="d-block" style={style} />
        </a>
      )}
      {tile.more > 0 && (
        <div
          className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-dark bg-opacity-50 text-white fs-2 fw-bold"
          style={{ pointerEvents: 'none' }}
        >
          {t('social.media.more', { count: tile.more })}
        </div>
      )}
    </div>
  );
}

/**
 * A post's pictures and videos by the grid rules of section 2 (common/media.ts). Videos play in
 * place; a picture opens full size. Media keys are served from the social-media image host.
 */
export function MediaGrid({ media, author }: { media: readonly string[]; author: string }) {
  const layout = gridLayout(media.length);
  const frame = { className: 'mb-2 rounded overflow-hidden', 'data-testid': 'media-grid', 'data-count': media.length };
  if (layout.kind === 'featured') {
    // Two columns, 2:1: the stacked 4:3 tiles on the right set the height, and the large tile on
    // the left (also 4:3 then) fills it, so the three read as one block.
    return (
      <div {...frame} style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '0.25rem' }} data-layout="featured">
        <div className="d-flex" style={{ gridRow: 'span 2', minWidth: 0 }} data-testid="media-featured">
          <MediaTile media={media} tile={layout.featured} author={author} fit="fill" />
        </div>
        {layout.stacked.map((tile) => (
          <div key={tile.index} className="d-flex" style={{ minWidth: 0 }} data-testid="media-stacked">
            <MediaTile media={media} tile={tile} author={author} fit="grid" />
          </div>
        ))}
      </div>
    );
  }
  if (layout.rows.length === 0) return null;
  const single = media.length === 1;
  return (
    <div {...frame} className={`d-flex flex-column gap-1 ${frame.className}`} data-layout="rows">
      {layout.rows.map((row, r) => (
        <div key={r} className="d-flex gap-1" data-testid="media-row">
          {row.map((tile) => (
            <MediaTile key={tile.index} media={media} tile={tile} author={author} fit={single ? 'single' : 'grid'} />
          ))}
        </div>
      ))}
    </div>
  );
}
