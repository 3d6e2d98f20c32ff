import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { PersonAvatar } from '../common/person-avatar';
import { ComposerModal } from './composer-modal';

/** Above the timeline: the prompt that opens the composer modal (for users who may post). */
export function ComposerLauncher() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const canPost = useCanCall('createPost');
  const [open, setOpen] = useState(false);
  if (!user || !canPost) return null;
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body className="d-flex align-items-center gap-2">
        <PersonAvatar person={{ ...user, title: user.title ?? '' }} />
        <button type="button" className="btn btn-outline-secondary rounded-pill flex-grow-1 text-start" onClick={() => setOpen(true)}>
          {t('social.composer.open', { name: user.firstName })}
        </button>
      </Card.Body>
      <ComposerModal show={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
