/**
 * Test support (not a test): tiny but real files of every media type a post may carry, built
 * from each format's own header so content sniffing (magic bytes) recognises them, plus a text
 * file that is no media at all. `sampleMedia[ext](seed)` varies the bytes by seed, so two
 * samples of one type are different content.
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const tail = (seed: number) => Array.from({ length: 48 }, (_, i) => (seed * 31 + i * 7) & 255);

/** An ISO media file (mp4, mov): an `ftyp` box with the brand, then an `mdat` box. */
const isoMedia = (brand: string, seed: number) => [
  ...u32be(20),
  ...ascii('ftyp'),
  ...ascii(brand),
  0,
  0,
  2,
  0,
  ...ascii(brand),
  ...u32be(8 + 48),
  ...ascii('mdat'),
  ...tail(seed),
];

/** A RIFF container (webp, avi): `RIFF`, its size, the form type, then a chunk. */
const riff = (form: string, chunk: string, seed: number) => {
  const body = [...ascii(form), ...ascii(chunk), ...u32le(48), ...tail(seed)];
  return [...ascii('RIFF'), ...u32le(body.length), ...body];
};

export const sampleMedia: Readonly<Record<string, (seed?: number) => Uint8Array>> = {
  jpg: (seed = 1) =>
    Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, ...tail(seed), 0xff, 0xd9]),
  png: (seed = 1) =>
    Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...u32be(13),
      ...ascii('IHDR'),
      ...u32be(1),
      ...u32be(1),
      8,
      6,
      0,
      0,
      0,
      ...u32be(seed),
      ...u32be(0),
      ...ascii('IEND'),
      0xae,
      0x42,
      0x60,
      0x82,
    ]),
  gif: (seed = 1) => Uint8Array.from([...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, ...tail(seed), 0x3b]),
  webp: (seed = 1) => Uint8Array.from(riff('WEBP', 'VP8 ', seed)),
  mp4: (seed = 1) => Uint8Array.from(isoMedia('isom', seed)),
  mov: (seed = 1) => Uint8Array.from(isoMedia('qt  ', seed)),
  webm: (seed = 1) =>
    Uint8Array.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x86,
      0x81,
      0x01,
      0x42,
      0xf7,
      0x81,
      0x01,
      0x42,
      0xf2,
      0x81,
      0x04,
      0x42,
      0xf3,
      0x81,
      0x08,
      0x42,
      0x82,
      0x84,
      ...ascii('webm'),
      0x42,
      0x87,
      0x81,
      0x02,
      0x42,
      0x85,
      0x81,
      0x02,
      0x18,
      0x53,
      0x80,
      0x67,
      0x01,
      0,
      0,
      0,
      0,
      0,
      0,
      48,
      ...tail(seed),
    ]),
  avi: (seed = 1) => Uint8Array.from(riff('AVI ', 'LIST', seed)),
};

/** A text file, whatever its name says. */
export const textFile = (): Uint8Array => new TextEncoder().encode('This is not a picture, just some text pretending to be one.\n');
