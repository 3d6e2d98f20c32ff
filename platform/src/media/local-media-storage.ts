import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertMediaKey, type MediaStorage } from './media-storage';
import { contentTypeOfKey } from './media-types';

const absent = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media on local disk under `root` (DATA_DIR/media in the embedded mode). The content type
 * follows from the key's extension, which the upload derived from the sniffed content. */
export function localMediaStorage(root: string): MediaStorage {
  return {
    async put(key, file) {
      assertMediaKey(key);
      const path = join(root, key);
      const stored = await stat(path).then(
        () => true,
        (error: unknown) => {
          if (absent(error)) return false;
          throw error;
        },
      );
      if (stored) return false;
      await mkdir(dirname(path), { recursive: true });
      // Copied by the kernel, not through memory (shared blocks where the file system can), then
      // renamed: a reader never sees half a file. Not linked: the file may be the caller's to change.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await copyFile(file.path, partial, constants.COPYFILE_FICLONE);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return true;
    },
    async remove(key) {
      assertMediaKey(key);
      await rm(join(root, key), { force: true });
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const bytes = await readFile(join(root, key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
  };
}
