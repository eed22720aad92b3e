import { createHash } from 'node:crypto';

/** MD5 as GCS reports it (`md5Hash`, `x-goog-hash: md5=`): standard base64 of the digest. */
export function md5Base64(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64');
}

// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), which Node's crypto does not offer. The Admin SDK
// validates every download and resumable upload against it, so it must be exact.
const CRC32C_TABLE = buildCrc32cTable();

function buildCrc32cTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32C as GCS reports it (`crc32c`, `x-goog-hash: crc32c=`): base64 of the big-endian 32-bit value. */
export function crc32cBase64(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}
