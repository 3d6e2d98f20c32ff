import { screen } from '@testing-library/react';
import { userEvent } from '../../../testing/user-event';
import { describe, expect, it } from '@jest/globals';
import { renderWithApp } from '../../../testing/render';
import { writtenLinesToShow } from './clamp-lines';
import { ClampedText } from './clamped-text';

const fourLines = 'Line one.\nLine two.\nLine three.\nLine four.';

describe('finding 7a: a clamped post never ends a whole line with "…"', () => {
  it('gives the clamp the first 3 written lines only, so the third ends as written, and shows the rest on show more', async () => {
    renderWithApp(<ClampedText text={fourLines} id="p1" />);
    const text = screen.getByTestId('post-text');
    expect(text.textContent).toBe('Line one.\nLine two.\nLine three.');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(text.textContent).toBe(fourLines);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(text.textContent).toBe('Line one.\nLine two.\nLine three.');
  });

  it('offers no show more when what is left out is only blank lines', () => {
    renderWithApp(<ClampedText text={'Line one.\nLine two.\nLine three.\n\n  '} id="p2" />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the fewest written lines that fill 3 lines: a wrapping first line alone, or the line that wraps past the third', () => {
    const lines = fourLines.split('\n');
    // The first line wraps over 3 lines: it alone fills the clamp (cut mid-line, where "…" belongs).
    expect(writtenLinesToShow(lines, 3, (k) => [0, 3, 4, 5][k]!)).toBe(1);
    // The first takes 2 lines, the second 1: two whole lines fill 3 exactly, nothing overflows.
    expect(writtenLinesToShow(lines, 3, (k) => [0, 2, 3, 4][k]!)).toBe(2);
    // One line each: three written lines.
    expect(writtenLinesToShow(lines, 3, (k) => k)).toBe(3);
    // Nothing measurable (no layout): three written lines.
    expect(writtenLinesToShow(lines, 3, () => null)).toBe(3);
    expect(writtenLinesToShow(['Short.'], 3, () => 1)).toBe(1);
  });
});
