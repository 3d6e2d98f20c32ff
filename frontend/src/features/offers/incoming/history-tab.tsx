import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/empty-state';
import { formatUsd } from '../../../shared/format';
import { RequestError } from '../../../shared/request-error';
import { isSucceeded } from '../../../shared/request-status';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { OfferStatusBadge } from '../common/offer-status-badge';
import { actorName, deadlineSet, historyDetail, humanize, statusAfter, versionAfter } from './history-details';
import { incomingActions, selectIncoming } from './incoming-slice';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The audit trail (beyond the spec, for the Admin and the dealer principals of either group):
 * every event of the offer from the event store, with actor, time and the state after it.
 */
export function HistoryTab({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { history, historyStatus } = useAppSelector(selectIncoming);
  if (historyStatus.state === 'failed') {
    return <RequestError problem={historyStatus.problem} onRetry={() => dispatch(incomingActions.historyOpened({ offerId }))} />;
  }
  if (!isSucceeded(historyStatus)) return <Spinner />;
  if (history.length === 0) return <EmptyState messageKey="offers.history.empty" />;
  // A list rather than a table: five columns of free text do not fit a phone.
  return (
    <ol className="list-unstyled mb-0" data-testid="offer-history" aria-label={t('offers.history.caption')}>
      {history.map((entry) => {
        const status = statusAfter(entry);
        const bid = typeof entry.state.offerAmount === 'number' ? entry.state.offerAmount : null;
        const detail = historyDetail(entry, t);
        const deadline = deadlineSet(entry);
        const version = versionAfter(entry);
        return (
          <li key={entry.revision} className="border-bottom py-2" data-testid="history-entry" data-event={entry.type}>
            <div className="d-flex flex-wrap justify-content-between align-items-start column-gap-3">
              <div>
                <span className="fw-semibold" data-testid="history-event">
                  {t(`offers.history.event.${entry.type}`, { defaultValue: humanize(entry.type) })}
                </span>
                <span className="text-body-secondary">
                  {' · '}
                  {t('offers.history.by')} <span data-testid="history-actor">{actorName(entry, t)}</span>
                </span>
              </div>
              <div className="text-nowrap" data-testid="history-state">
                <span className="visually-hidden">{t('offers.history.state-after')}: </span>
                {status && <OfferStatusBadge status={status} />}
                {bid !== null && <span className="small ms-2">{formatUsd(bid)}</span>}
              </div>
            </div>
            <div className="small text-body-secondary">
              <time dateTime={entry.occurredAt}>{timeFormat.format(new Date(entry.occurredAt))}</time>
              {deadline && (
                <span data-testid="history-deadline">
                  {' · '}
                  {t('offers.history.answer-by')} <time dateTime={deadline}>{timeFormat.format(new Date(deadline))}</time>
                </span>
              )}
              {version !== null && <span data-testid="history-version">{` · ${t('offers.history.version', { version })}`}</span>}
            </div>
            {detail && (
              <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="history-detail">
                {detail}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
