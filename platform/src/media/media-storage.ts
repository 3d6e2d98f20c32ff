/**
 * Where uploaded post media live: a small port with a local-disk adapter (the embedded mode) and
 * an S3-compatible one (production). Files arrive on disk (media-file.ts) and are streamed from
 * there: no adapter holds an upload whole in memory.
 *
 *   MediaStorage.put(key, file, contentType)   stores the file; false when the key was stored
 *                                              already (keys are content-addressed: same bytes)
 *   MediaStorage.remove(key)                   takes a stored key away (a failed upload's own)
 *   MediaStorage.get(key)                      the bytes and content type, or null when absent
 *   isMediaKey(key)                            `{36-char folder}/{sha256}.{ext}`, nothing else
 */
import type { MediaFile } from './media-file';

export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

export interface MediaStorage {
  put(key: string, file: MediaFile, contentType: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  get(key: string): Promise<StoredMedia | null>;
}

const mediaKeyPattern = /^[0-9a-f-]{36}\/[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

/** Adapters refuse anything else, so a key can never walk out of the media folder or bucket prefix. */
export function isMediaKey(key: string): boolean {
  return mediaKeyPattern.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
}
