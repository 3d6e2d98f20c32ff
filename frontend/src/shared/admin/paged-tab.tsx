import { useEffect, type ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { RequestError } from '../request-error';
import { isFailed, isLoading } from '../request-status';
import { Spinner } from '../spinner';
import { useAppDispatch } from '../store-hooks';
import type { PagedListState } from './paged-list';
import { Pager } from './pager';

/**
 * An admin tab showing a paged list (./paged-list): loads when shown, says a failure (retry loads
 * again), spins until the first page, says `emptyKey` for none; else a table of the rows
 * (`columns`: its header cells; `row`: one row's `<tr>`) with the pager below. `toolbar` stands
 * above the list (search, add), `children` after it (a dialog). The heading is for screen
 * readers: the tab names it on screen.
 */
export function PagedTab<Row>({
  id,
  headingKey,
  list: { page, result, status },
  actions,
  emptyKey,
  pagesKey,
  toolbar,
  columns,
  row,
  hover = false,
  children,
}: {
  /** `${id}-heading` labels the section. */
  id: string;
  headingKey: string;
  list: PagedListState<Row>;
  actions: { opened: () => Action; pageChosen: (page: number) => Action };
  emptyKey: string;
  /** The pager's name. */
  pagesKey: string;
  toolbar?: ReactNode;
  columns: ReactNode;
  row: (row: Row) => ReactNode;
  /** Rows that open something highlight under the pointer. */
  hover?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(actions.opened());
  }, [dispatch, actions]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t(headingKey)}
      </h2>
      {toolbar}
      {isFailed(status) && <RequestError problem={status.problem} onRetry={() => dispatch(actions.opened())} />}
      {isLoading(status) && !result && <Spinner />}
      {result && result.results.length === 0 && <EmptyState messageKey={emptyKey} />}
      {result && result.results.length > 0 && (
        <>
          <Table hover={hover} responsive className="align-middle">
            <thead>
              <tr>{columns}</tr>
            </thead>
            <tbody>{result.results.map((each) => row(each))}</tbody>
          </Table>
          <Pager page={page} pageCount={result.pageCount} label={t(pagesKey)} onChange={(next) => dispatch(actions.pageChosen(next))} />
        </>
      )}
      {children}
    </section>
  );
}
