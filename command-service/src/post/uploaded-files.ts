import type { FastifyRequest } from 'fastify';
import { ValidationError } from '@dtn/platform/errors';
import { maxMediaPerPost } from './decide';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Reads every file part of a multipart request into memory, refusing a file over the limit and
 * far too many files. Only files: the multipart parser would JSON.parse a field sent as
 * application/json before anything could check its nesting, so no field is taken at all. */
export async function readUploadedFiles(request: FastifyRequest, maxFileBytes: number): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new ValidationError('Upload the files as multipart/form-data.', [
      { field: 'body', message: 'multipart/form-data with file parts expected.' },
    ]);
  }
  const files: UploadedFile[] = [];
  try {
    // One more than a post holds, so the sixth file is refused by the post's rule, not busboy's.
    for await (const part of request.files({ limits: { fileSize: maxFileBytes, files: maxMediaPerPost + 1, fields: 0 } })) {
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
    if (code === 'FST_FIELDS_LIMIT') {
      throw new ValidationError('Only files are uploaded.', [
        { field: 'body', message: 'Send file parts only; form fields are not taken.' },
      ]);
    }
    throw error;
  }
  return files;
}
