import { allowedAttachmentTypes, maxAttachments } from '@dtn/contracts/constants';
import { extensionOf } from '../common/media';

/** What the composer needs of a chosen file (a File has these; tests pass plain objects). */
export interface FileLike {
  name: string;
  type: string;
}

export type AttachmentAlert = 'unsupported-format' | 'max-attachments';

/** Browsers leave `type` empty for some videos (.avi, .3gp); then the extension decides. */
const typeByExtension: Record<string, string> = { avi: 'video/x-msvideo', mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

function attachmentType(file: FileLike): string {
  return file.type || typeByExtension[extensionOf(file.name)] || '';
}

export function isAllowedAttachment(file: FileLike): boolean {
  return (allowedAttachmentTypes as readonly string[]).includes(attachmentType(file));
}

/**
 * Spec section 5, in the order files were chosen: an unsupported type is refused with 'Unsupported
 * format'; a name already attached (or chosen twice) is skipped silently; past 5 files the rest
 * are refused with 'The maximum number of attachments is 5'. Each alert is raised once per choice.
 */
export function addAttachments<F extends FileLike>(current: readonly F[], chosen: readonly F[]): { files: F[]; alerts: AttachmentAlert[] } {
  const files = [...current];
  const alerts = new Set<AttachmentAlert>();
  for (const file of chosen) {
    if (!isAllowedAttachment(file)) {
      alerts.add('unsupported-format');
      continue;
    }
    if (files.some((existing) => existing.name === file.name)) continue;
    if (files.length >= maxAttachments) {
      alerts.add('max-attachments');
      continue;
    }
    files.push(file);
  }
  return { files, alerts: [...alerts] };
}
