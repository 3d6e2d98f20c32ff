import { useEffect, useMemo } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { isVideo } from '../common/media';

/** Thumbnails of the chosen files (object URLs, released when the list changes), each removable. */
export function AttachmentPreviews({ files, onRemove }: { files: readonly File[]; onRemove: (name: string) => void }) {
  const { t } = useTranslation();
  const previews = useMemo(
    () => files.map((file) => ({ file, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '' })),
    [files],
  );
  useEffect(() => () => previews.forEach(({ url }) => url && URL.revokeObjectURL(url)), [previews]);
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={t('social.composer.attachments')}>
      {previews.map(({ file, url }) => (
        <li
          key={file.name}
          className="position-relative border rounded overflow-hidden bg-body-secondary"
          style={{ width: 96, height: 96 }}
          data-testid="attachment-preview"
        >
          {isVideo(file.name) ? (
            <video src={url} muted preload="metadata" className="w-100 h-100 object-fit-cover" aria-label={file.name} />
          ) : (
            <img src={url} alt={file.name} className="w-100 h-100 object-fit-cover" />
          )}
          <CloseButton
            className="position-absolute top-0 end-0 m-1 bg-body rounded-circle p-1"
            aria-label={t('social.composer.remove', { name: file.name })}
            onClick={() => onRemove(file.name)}
          />
        </li>
      ))}
    </ul>
  );
}
