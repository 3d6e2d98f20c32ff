import type { PostMedia } from '@dtn/contracts';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ValidationError } from '@dtn/platform/errors';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { mediaKeyFor, sniffMedia } from '@dtn/platform/media/media-types';
import { commandMetadata, type ActorContext } from '../shared/command-context';
import { decide, type PostCommand } from './decide';
import { postDecider } from './state';
import type { UploadedFile } from './uploaded-files';

export const isPicture = (media: PostMedia) => media.contentType.startsWith('image/');

/**
 * The media half of an upload: sniffs each file's content (its name says nothing), decides on the
 * current state first so that nothing is stored for a refused upload, stores the files, then
 * appends (deciding again: a concurrent upload may have landed meanwhile).
 */
export async function uploadMedia(store: EventStore, media: MediaStorage, id: string, files: UploadedFile[], ctx: ActorContext) {
  const sniffed: (PostMedia & { bytes: Uint8Array })[] = [];
  const errors = await Promise.all(
    files.map(async (file, i) => {
      const type = await sniffMedia(file.bytes);
      if (!type)
        return { field: `body.files[${i}]`, message: `${file.name} is not a jpeg, png, gif, webp, mp4, webm, quicktime or avi file.` };
      sniffed[i] = {
        path: mediaKeyFor(file.bytes, type.ext),
        contentType: type.contentType,
        size: file.bytes.length,
        name: file.name,
        bytes: file.bytes,
      };
      return null;
    }),
  );
  const bad = errors.filter((e) => e !== null);
  if (bad.length > 0) throw new ValidationError('Some files are not allowed media.', bad);
  if (files.length === 0)
    throw new ValidationError('No file was uploaded.', [{ field: 'body.files', message: 'Upload at least one file.' }]);
  const candidates = sniffed.map(({ bytes: _bytes, ...item }) => item);
  const command: PostCommand = { type: 'AttachPostMedia', actor: ctx.actor, id, files: candidates };
  const preview = decide(command, await loadState(store, postDecider, id));
  const attaching = preview.flatMap((e) => (e.type === 'PostMediaAttached' ? e.data.media : []));
  for (const item of attaching) await media.put(item.path, sniffed.find((s) => s.path === item.path)!.bytes, item.contentType);
  const { position } = await handleCommand(store, postDecider, id, (state) => decide(command, state), commandMetadata(ctx));
  return {
    position,
    attached: attaching.map((m) => m.path),
    attachedPictures: attaching.some(isPicture),
    skipped: files.map((f) => f.name).filter((name) => !attaching.some((m) => m.name === name)),
  };
}
