import type { FastifyRequest } from 'fastify';
import { ValidationError } from '@dtn/platform/errors';
import { maxMediaPerPost } from './decide';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Reads every file part of a multipart request into memory, refusing a file over the limit and
 * far too many files. */
export async function readUploadedFiles(request: FastifyRequest, maxFileBytes: number): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new ValidationError('Upload the files as multipart/form-data.', [
      { field: 'body', message: 'multipart/form-data with file parts expected.' },
    ]);
  }
  const files: UploadedFile[] = [];
  try {
    // One more than a post holds, so the sixth file is refused by the post's rule, not busboy's.
    for await (const part of request.files({ limits: { fileSize: maxFileBytes, files: maxMediaPerPost + 1 } })) {
      files.push({ name: part.filename || `file-${files.length + 1}`, bytes: new Uint8Array(await part.toBuffer()) });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationError('A file is too large.', [
        { field: `body.files[${files.length}]`, message: `A file may have at most ${maxFileBytes} bytes.` },
      ]);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ValidationError('Too many files.', [{ field: 'body.files', message: `A post carries at most ${maxMediaPerPost} files.` }]);
    }
    throw error;
  }
  return files;
}
