/**
 * Files are not state (a File is not serialisable, so it stays out of the store and its actions):
 * the composer leaves the chosen files here under a submission id and the composer saga takes
 * them when it uploads.
 */
const pending = new Map<string, readonly File[]>();
let counter = 0;

export function leaveFiles(files: readonly File[]): string {
  counter += 1;
  const id = `submission-${counter}`;
  pending.set(id, files);
  return id;
}

export function takeFiles(id: string): readonly File[] {
  const files = pending.get(id) ?? [];
  pending.delete(id);
  return files;
}
