import { useTranslation } from 'react-i18next';
import { TimelineView } from './timeline-view';

/** /home: the composer and the timeline of public posts and the group's own. */
export default function HomePage() {
  const { t } = useTranslation();
  return <TimelineView feed="home" title={t('social.home.title')} />;
}
