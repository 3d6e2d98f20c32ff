import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLargeError, ValidationError } from '@dtn/platform/errors';
import { writeMediaFile, type MediaFile } from '@dtn/platform/media/media-file';
import { maxMediaPerPost } from './decide';

/** A file of an upload, received to disk (its bytes never all in memory), with its name. */
export interface UploadedFile extends MediaFile {
  name: string;
}

/** The files of one upload, read only when asked: an upload refused before (no such post, the
 * quota used up) reads none of them. */
export interface IncomingUpload {
  /** The most bytes its files can hold: what the quota reserves before a byte is read. */
  maxBytes: number;
  receive(): Promise<UploadedFile[]>;
}

/** One more file than a post holds, so the sixth is refused by the post's rule, not busboy's. */
const maxFilesPerUpload = maxMediaPerPost + 1;

/** The multipart parser's limits (registered with the routes): each file at most `maxFileBytes`,
 * checked while it streams. Files only: the parser would JSON.parse a field sent as
 * application/json before anything could check its nesting, so no field is taken at all. */
export const multipartLimits = (maxFileBytes: number) => ({
  fileSize: maxFileBytes,
  files: maxFilesPerUpload,
  fields: 0,
  parts: maxFilesPerUpload,
  headerPairs: 20,
});

const tooMany = () =>
  new ValidationError('Too many files.', [{ field: 'body.files', message: `A post carries at most ${maxMediaPerPost} files.` }]);
const onlyFiles = () =>
  new ValidationError('Only files are uploaded.', [{ field: 'body', message: 'Send file parts only; form fields are not taken.' }]);
const tooLarge = (index: number, maxFileBytes: number) =>
  new PayloadTooLargeError('A file is too large.', [
    { field: `body.files[${index}]`, message: `A file may have at most ${maxFileBytes} bytes (MEDIA_MAX_BYTES).` },
  ]);

/** The request's files, each streamed to a file in `folder` (the caller removes the folder). A
 * file past `maxFileBytes` stops the upload at that point with 413; nothing of it is kept. */
export function multipartUpload(request: FastifyRequest, folder: string, maxFileBytes: number): IncomingUpload {
  if (!request.isMultipart()) {
    throw new ValidationError('Upload the files as multipart/form-data.', [
      { field: 'body', message: 'multipart/form-data with file parts expected.' },
    ]);
  }
  // Content-Length bounds the files' bytes (browsers always send it); without one, the worst case.
  const declared = Number(request.headers['content-length']);
  const worstCase = maxFilesPerUpload * maxFileBytes;
  return {
    maxBytes: Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, worstCase) : worstCase,
    async receive() {
      const files: UploadedFile[] = [];
      try {
        for await (const part of request.files()) {
          const received = await writeMediaFile(part.file, join(folder, String(files.length)));
          if (part.file.truncated) throw tooLarge(files.length, maxFileBytes);
          files.push({ ...received, name: part.filename || `file-${files.length + 1}` });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(files.length, maxFileBytes);
        if (code === 'FST_FIELDS_LIMIT') throw onlyFiles();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
        throw error;
      }
      return files;
    },
  };
}

/** After a refusal, the rest of the body is read and dropped, so the client, still sending,
 * reads the answer: closing the connection instead would reset it before the client reads it. */
export function discardRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}
