import type { PostMedia } from '@dtn/contracts';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import type { EventStore } from '@dtn/platform/event-store/port';
import { ValidationError } from '@dtn/platform/errors';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { mediaKeyFor, sniffMediaFile } from '@dtn/platform/media/media-types';
import { commandMetadata, type ActorContext } from '../shared/command-context';
import { decide, type PostCommand } from './decide';
import { postDecider } from './state';
import type { IncomingUpload, UploadedFile } from './uploaded-files';
import type { Reservation, UploadQuota } from './upload-quota';

export const isPicture = (media: PostMedia) => media.contentType.startsWith('image/');

export interface UploadDependencies {
  store: EventStore;
  media: MediaStorage;
  /** Each user's bytes a day; none for the demo seed. */
  quota?: UploadQuota;
}

const noReservation: Reservation = { settle: async () => undefined, release: async () => undefined };

/** Each file's type from its content (its name says nothing), and its content-addressed key. */
async function sniff(files: UploadedFile[]): Promise<(PostMedia & { file: UploadedFile })[]> {
  if (files.length === 0)
    throw new ValidationError('No file was uploaded.', [{ field: 'body.files', message: 'Upload at least one file.' }]);
  const types = await Promise.all(files.map((file) => sniffMediaFile(file.path)));
  const bad = files.flatMap((file, i) =>
    types[i]
      ? []
      : [{ field: `body.files[${i}]`, message: `${file.name} is not a jpeg, png, gif, webp, mp4, webm, quicktime or avi file.` }],
  );
  if (bad.length > 0) throw new ValidationError('Some files are not allowed media.', bad);
  return files.map((file, i) => {
    const type = types[i]!;
    return { path: mediaKeyFor(file.sha256, type.ext), contentType: type.contentType, size: file.size, name: file.name, file };
  });
}

/**
 * The media half of an upload. Refuses before a byte is read when the post would refuse any file
 * (none, not the author) or the user's quota cannot take what the upload may carry; then
 * receives the files, sniffs each, decides on the current state so that nothing is stored for a
 * refused upload, stores the files and appends (deciding again: a concurrent upload may have
 * landed meanwhile). A failure on the way leaves nothing: no event, none of the files it newly
 * stored, no share of the quota.
 */
export async function uploadMedia({ store, media, quota }: UploadDependencies, id: string, upload: IncomingUpload, ctx: ActorContext) {
  const metadata = commandMetadata(ctx);
  const attach = (files: PostMedia[]): PostCommand => ({ type: 'AttachPostMedia', actor: ctx.actor, id, files });
  decide(attach([]), await loadState(store, postDecider, id));
  const reservation = quota ? await quota.reserve(ctx.actor.id, upload.maxBytes, metadata.now) : noReservation;
  const stored: string[] = [];
  try {
    const sniffed = await sniff(await upload.receive());
    const candidates = sniffed.map(({ file: _file, ...item }) => item);
    const preview = decide(attach(candidates), await loadState(store, postDecider, id));
    const attaching = preview.flatMap((e) => (e.type === 'PostMediaAttached' ? e.data.media : []));
    await reservation.settle(attaching.reduce((sum, item) => sum + item.size, 0));
    for (const item of attaching) {
      const { file } = sniffed.find((s) => s.path === item.path)!;
      if (await media.put(item.path, file, item.contentType)) stored.push(item.path);
    }
    const { position } = await handleCommand(
      store,
      [{ decider: postDecider, id }],
      ([state]) => [decide(attach(candidates), state)],
      metadata,
    );
    return {
      position,
      attached: attaching.map((m) => m.path),
      attachedPictures: attaching.some(isPicture),
      skipped: candidates.map((f) => f.name).filter((name) => !attaching.some((m) => m.name === name)),
    };
  } catch (error) {
    // Settled, not all: a cleanup that fails must not hide why the upload failed.
    await Promise.allSettled([...stored.map((key) => media.remove(key)), reservation.release()]);
    throw error;
  }
}
