/**
 * Which written lines a clamped post shows. The line clamp draws "…" wherever it cuts, even after
 * a whole line ("Line three.…"). So the clamp is given the fewest written lines that fill the
 * clamp's 3 lines: when they fill exactly 3 nothing overflows and no "…" is drawn; when the last
 * one wraps past the third line the clamp cuts it mid-sentence, where "…" belongs.
 *
 * `rendered(k)` is how many lines the first k written lines take at the post's width, null where
 * nothing can be measured (no layout, as in jsdom): then every written line counts as one.
 */
export function writtenLinesToShow(lines: readonly string[], maxLines: number, rendered: (k: number) => number | null): number {
  for (let k = 1; k < Math.min(lines.length, maxLines); k++) {
    const taken = rendered(k);
    if (taken === null) return Math.min(lines.length, maxLines);
    if (taken >= maxLines) return k;
  }
  return Math.min(lines.length, maxLines);
}

/** Rendered lines of texts in an unclamped, hidden copy of `element` (its width and font). */
export function renderedLinesIn(element: HTMLElement): (text: string) => number | null {
  return (text) => {
    const probe = element.cloneNode(false) as HTMLElement;
    probe.removeAttribute('id');
    probe.removeAttribute('data-testid');
    Object.assign(probe.style, {
      display: 'block',
      webkitLineClamp: 'unset',
      overflow: 'visible',
      position: 'absolute',
      visibility: 'hidden',
      width: `${element.clientWidth}px`,
    });
    element.after(probe);
    try {
      probe.textContent = 'X';
      const line = probe.getBoundingClientRect().height;
      if (line === 0) return null;
      probe.textContent = text;
      return Math.round(probe.getBoundingClientRect().height / line);
    } finally {
      probe.remove();
    }
  };
}
