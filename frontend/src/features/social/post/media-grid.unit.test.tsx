import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderWithApp } from '../../../testing/render';
import { mediaKey } from '../common/test-fixtures';
import { MediaGrid } from './media-grid';

const media = (count: number) => Array.from({ length: count }, (_, i) => mediaKey(i + 1));

describe('finding 7b: 2 to 4 images in a grid (spec section 2)', () => {
  it('lays out 3 images as one large beside two stacked, none alone on a row', () => {
    renderWithApp(<MediaGrid media={media(3)} author="Pat" />);
    const grid = screen.getByTestId('media-grid');
    expect(grid.getAttribute('data-layout')).toBe('featured');
    expect(grid.style.gridTemplateColumns).toBe('2fr 1fr');
    const featured = within(grid).getByTestId('media-featured');
    expect(featured.style.gridRow).toBe('span 2');
    expect(within(featured).getByRole('link').getAttribute('aria-label')).toBe('Attachment 1 of 3 by Pat');
    expect(within(grid).getAllByTestId('media-stacked')).toHaveLength(2);
    expect(within(grid).queryAllByTestId('media-row')).toHaveLength(0);
    expect(grid.querySelectorAll('img')).toHaveLength(3);
  });

  it('lays out 4 images as 2x2 and 2 side by side', () => {
    const { unmount } = renderWithApp(<MediaGrid media={media(4)} author="Pat" />);
    const rows = within(screen.getByTestId('media-grid')).getAllByTestId('media-row');
    expect(rows.map((row) => within(row).getAllByTestId('media-tile').length)).toEqual([2, 2]);
    unmount();
    renderWithApp(<MediaGrid media={media(2)} author="Pat" />);
    expect(
      within(screen.getByTestId('media-grid'))
        .getAllByTestId('media-row')
        .map((row) => within(row).getAllByTestId('media-tile').length),
    ).toEqual([2]);
  });
});
