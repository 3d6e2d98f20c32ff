import { maxAttachments, videoExtensions } from '@dtn/contracts/constants';

/** The extension of a file name or media path, lower case ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[?#]/)[0] ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 || dot < base.lastIndexOf('/') ? '' : base.slice(dot + 1).toLowerCase();
}

/** Spec section 5: a file is treated as a video by its extension (mp4, ogv, webm, avi, 3gp). */
export function isVideo(name: string): boolean {
  return (videoExtensions as readonly string[]).includes(extensionOf(name));
}

/** One tile of the image grid: which media item, and the '+N' of items beyond the grid. */
export interface GridTile {
  index: number;
  /** Items beyond the five shown, drawn over the last tile ('+N'); 0 for every other tile. */
  more: number;
}

/**
 * The image grid of spec section 2: 1 item full; 2 to 4 in a grid of two columns; 5 or more show
 * the first 2 in a row, then 3, with a '+N' overlay on the fifth for the extras beyond 5.
 */
export function gridRows(count: number): GridTile[][] {
  const tile = (index: number): GridTile => ({ index, more: 0 });
  if (count <= 0) return [];
  if (count === 1) return [[tile(0)]];
  if (count < maxAttachments) {
    const rows: GridTile[][] = [];
    for (let i = 0; i < count; i += 2) rows.push([i, i + 1].filter((n) => n < count).map(tile));
    return rows;
  }
  return [
    [tile(0), tile(1)],
    [tile(2), tile(3), { index: 4, more: count - maxAttachments }],
  ];
}
