import { fileTypeFromFile } from 'file-type';
import { uuidV5 } from '../commands/ids';

/**
 * The media a post may carry (spec section 5), recognised by CONTENT (magic bytes), never by
 * the file name or the client's content type. Extension -> the content type it is served with.
 */
export const allowedMedia: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  // file-type says video/vnd.avi; browsers and the spec know video/x-msvideo.
  avi: 'video/x-msvideo',
};

export interface SniffedMedia {
  ext: string;
  contentType: string;
}

/** The allowed type the file is, or null (unknown content, or a type posts may not carry). Reads
 * only the file's head, as much as its format's signature needs. */
export async function sniffMediaFile(path: string): Promise<SniffedMedia | null> {
  const detected = await fileTypeFromFile(path);
  if (!detected) return null;
  const contentType = allowedMedia[detected.ext];
  return contentType ? { ext: detected.ext, contentType } : null;
}

/** Content-addressed: the same bytes (their hex sha256) always land on the same key,
 * `{uuidV5(sha256)}/{sha256}.{ext}`; the 36-character first segment marks it for the social-media
 * image host (spec section 3). */
export function mediaKeyFor(sha256: string, ext: string): string {
  return `${uuidV5(`media:${sha256}`)}/${sha256}.${ext}`;
}

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return allowedMedia[ext] ?? 'application/octet-stream';
}

/** The public URL of a stored key (the query service's media route). Posts carry the bare key:
 * its 36-character first segment is what marks it for the social-media image host. */
export const mediaUrl = (key: string): string => `/media/posts/${key}`;
