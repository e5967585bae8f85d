import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of a warm gradient with a lighter disc (a "face"), tinted by `hue` 0–255, enough to look
 * like a photo once the server has re-encoded it: portrait by default, any size for journeys
 * that crop pictures. For journeys that upload pictures.
 */
export function portraitPng(hue = 0, width = 400, height = 500): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const radius = Math.min(width, height) * 0.28;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const disc = (x - width / 2) ** 2 + (y - height * 0.4) ** 2 < radius ** 2;
      const at = row + 1 + x * 3;
      rows[at] = disc ? 250 : (255 - Math.round((y / height) * 90) + hue) % 256;
      rows[at + 1] = disc ? 214 : 140 - Math.round((y / height) * 60);
      rows[at + 2] = disc ? 190 : (110 + Math.round((x / width) * 60) + hue) % 256;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
