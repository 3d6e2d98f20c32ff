import { describe, expect, it } from '@jest/globals';
import { extensionOf, gridLayout, isVideo, type GridTile } from './media';

const name = (tile: GridTile) => (tile.more ? `${tile.index}+${tile.more}` : tile.index);
const shape = (count: number) => {
  const layout = gridLayout(count);
  return layout.kind === 'rows'
    ? layout.rows.map((row) => row.map(name))
    : { featured: name(layout.featured), stacked: layout.stacked.map(name) };
};

describe('the image grid (spec section 2)', () => {
  it('shows one item full', () => {
    expect(shape(1)).toEqual([[0]]);
  });

  it('finding 7b: puts 2 to 4 items in a grid: 2 side by side, 3 as one large beside two stacked, 4 as 2x2', () => {
    expect(shape(2)).toEqual([[0, 1]]);
    expect(shape(3)).toEqual({ featured: 0, stacked: [1, 2] });
    expect(shape(4)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('shows 5 or more as the first 2, then 3, with +N for the extras beyond 5', () => {
    expect(shape(5)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect(shape(8)).toEqual([
      [0, 1],
      [2, 3, '4+3'],
    ]);
  });

  it('has nothing to show without media', () => {
    expect(gridLayout(0)).toEqual({ kind: 'rows', rows: [] });
  });
});

describe('videos by extension (spec section 5)', () => {
  it('treats mp4, ogv, webm, avi and 3gp as video, whatever the case or query', () => {
    for (const name of ['a.mp4', 'b.OGV', 'c.webm', 'd.avi', 'e.3gp', '/media/posts/x/abc.webm?v=1']) expect(isVideo(name)).toBe(true);
    for (const name of ['a.mov', 'b.png', 'c.jpg', 'noextension', 'dir.mp4/file']) expect(isVideo(name)).toBe(false);
  });

  it('reads the extension of the last path segment only', () => {
    expect(extensionOf('x.y/z')).toBe('');
    expect(extensionOf('photo.JPEG')).toBe('jpeg');
  });
});
