/**
 * MediaRecorder writes WebM without a Duration (it streams), so players show no length and
 * cannot place the seek bar. This adds Segment > Info > Duration (milliseconds, at the default
 * TimecodeScale of 1 ms) to such a file. The file has no SeekHead or Cues, so moving the bytes
 * after Info is safe.
 */
const ids = { segment: 0x18538067, info: 0x1549a966, duration: 0x4489 };

function readId(bytes: Buffer, at: number): { id: number; length: number } {
  const first = bytes[at]!;
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : 4;
  return { id: bytes.readUIntBE(at, length), length };
}

function readSize(bytes: Buffer, at: number): { size: number; length: number } {
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + bytes[at + i]!;
  return { size, length };
}

function sizeBytes(size: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

export function withDuration(webm: Buffer, durationMs: number): Buffer {
  let at = 0;
  while (at < webm.length) {
    const { id, length: idLength } = readId(webm, at);
    const { size, length: sizeLength } = readSize(webm, at + idLength);
    const body = at + idLength + sizeLength;
    if (id === ids.segment) {
      at = body; // step into the segment (its size is usually "unknown")
      continue;
    }
    if (id === ids.info) {
      const info = webm.subarray(body, body + size);
      for (let i = 0; i < info.length - 1; i++) if (info.readUInt16BE(i) === ids.duration) return webm; // has one already
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(ids.duration, 0);
      duration[2] = 0x88; // an 8-byte float follows
      duration.writeDoubleBE(durationMs, 3);
      const newSize = size + duration.length;
      const fits = newSize < 2 ** (7 * sizeLength) - 1;
      return Buffer.concat([
        webm.subarray(0, at + idLength),
        sizeBytes(newSize, fits ? sizeLength : 8),
        info,
        duration,
        webm.subarray(body + size),
      ]);
    }
    at = body + size;
  }
  return webm;
}
