/**
 * Where uploaded post media live: a small port with a local-disk adapter (the embedded mode) and
 * an S3-compatible one (production).
 *
 *   MediaStorage.put(key, bytes, contentType)   stores (overwrites: keys are content-addressed)
 *   MediaStorage.get(key)                       the bytes and content type, or null when absent
 *   isMediaKey(key)                             `{36-char folder}/{sha256}.{ext}`, nothing else
 */
export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
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
