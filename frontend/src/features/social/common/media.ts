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

/** How a post's media are laid out: rows of tiles, or (3 items) one large tile beside two stacked. */
export type GridLayout = { kind: 'rows'; rows: GridTile[][] } | { kind: 'featured'; featured: GridTile; stacked: GridTile[] };

/**
 * The image grid of spec section 2: 1 item full; 2 to 4 in a grid (2 side by side, 3 as one large
 * beside two stacked so no tile is left alone on a row, 4 as 2x2); 5 or more show the first 2 in
 * a row, then 3, with a '+N' overlay on the fifth for the extras beyond 5.
 */
export function gridLayout(count: number): GridLayout {
  const tile = (index: number): GridTile => ({ index, more: 0 });
  const rows = (...indexRows: number[][]): GridLayout => ({ kind: 'rows', rows: indexRows.map((row) => row.map(tile)) });
  if (count <= 0) return rows();
  if (count === 1) return rows([0]);
  if (count === 2) return rows([0, 1]);
  if (count === 3) return { kind: 'featured', featured: tile(0), stacked: [tile(1), tile(2)] };
  if (count === 4) return rows([0, 1], [2, 3]);
  return {
    kind: 'rows',
    rows: [
      [tile(0), tile(1)],
      [tile(2), tile(3), { index: 4, more: count - maxAttachments }],
    ],
  };
}
