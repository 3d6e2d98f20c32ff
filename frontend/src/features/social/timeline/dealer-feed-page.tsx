import { useTranslation } from 'react-i18next';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppSelector } from '../../../shared/store-hooks';
import { TimelineView } from './timeline-view';

/** /dealerfeed: the dealer group's own posts (visibility DEALERGROUP), under the group's short name. */
export default function DealerFeedPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const group = user?.dealerGroup?.shortName ?? '';
  return <TimelineView feed="dealer" title={group ? t('social.dealerfeed.title', { group }) : t('page.dealerfeed')} />;
}
