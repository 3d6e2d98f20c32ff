import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postPreviewLines } from '@dtn/contracts/constants';
import { renderedLinesIn, writtenLinesToShow } from './clamp-lines';

/** The text is cut to 3 lines (section 9) when it is taller than that; show more / less toggles it. */
const overflowsClamp = (element: { scrollHeight: number; clientHeight: number }) => element.scrollHeight > element.clientHeight + 1;

const clamp = { display: '-webkit-box', WebkitLineClamp: postPreviewLines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

export function ClampedText({ text, id }: { text: string; id: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // The written lines the clamp is given (./clamp-lines.ts: no "…" after a whole line).
  const [shown, setShown] = useState(postPreviewLines);
  const ref = useRef<HTMLParagraphElement>(null);
  const lines = text.split('\n');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => {
      const written = text.split('\n');
      const rendered = renderedLinesIn(element);
      const fill = writtenLinesToShow(written, postPreviewLines, (k) => rendered(written.slice(0, k).join('\n')));
      setShown(fill);
      // Written lines left out, or the shown ones overflowing (the clamp cuts the last mid-line).
      setOverflows(written.slice(fill).join('').trim() !== '' || (fill === shown && overflowsClamp(element)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded, shown]);

  if (!text) return null;
  return (
    <div className="mb-2">
      <p ref={ref} id={id} className="mb-1" style={{ whiteSpace: 'pre-line', ...(expanded ? {} : clamp) }} data-testid="post-text">
        {expanded ? text : lines.slice(0, shown).join('\n')}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'social.show-less' : 'social.show-more')}
        </button>
      )}
    </div>
  );
}
