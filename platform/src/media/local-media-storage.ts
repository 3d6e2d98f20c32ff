import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertMediaKey, type MediaStorage } from './media-storage';
import { contentTypeOfKey } from './media-types';

/** Media on local disk under `root` (DATA_DIR/media in the embedded mode). The content type
 * follows from the key's extension, which the upload derived from the sniffed content. */
export function localMediaStorage(root: string): MediaStorage {
  return {
    async put(key, bytes) {
      assertMediaKey(key);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const bytes = await readFile(join(root, key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
