import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';

/** Pages shown around the current one; the first and last are always reachable. */
const around = 2;

/**
 * Paging of a paged list (spec section 3: page is 1-based, pageCount may be 0). Renders nothing
 * for a single page. `onChange` gets the page number chosen.
 */
export function Pager({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - around);
  const last = Math.min(pageCount, page + around);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('pager.previous')} />
        {first > 1 && <Pagination.Item onClick={() => onChange(1)}>{1}</Pagination.Item>}
        {first > 2 && <Pagination.Ellipsis disabled />}
        {pages.map((each) => (
          <Pagination.Item
            key={each}
            active={each === page}
            aria-current={each === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: each })}
            onClick={() => each !== page && onChange(each)}
          >
            {each}
          </Pagination.Item>
        ))}
        {last < pageCount - 1 && <Pagination.Ellipsis disabled />}
        {last < pageCount && <Pagination.Item onClick={() => onChange(pageCount)}>{pageCount}</Pagination.Item>}
        <Pagination.Next disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label={t('pager.next')} />
      </Pagination>
    </nav>
  );
}
