/**
 * The LevelDB log format that Datastore-style exports (Cloud Firestore's managed export and the official
 * emulator's `firestore_export/…/output-N` files) store their records in
 * (docs/emulator.md#importing-an-official-export). The file is a sequence of 32 KiB blocks; each record
 * is split into fragments, each with a 7-byte header: masked CRC-32C of type+payload (4 bytes, little
 * endian), payload length (2 bytes, little endian), fragment type (1 byte). A block tail too short for
 * a header is zero padding.
 */
export const BLOCK_SIZE = 32 * 1024;
export const HEADER_SIZE = 7;

export const FULL = 1;
export const FIRST = 2;
export const MIDDLE = 3;
export const LAST = 4;

/** Every complete record in `data`; a corrupt fragment is an error naming its offset. */
export function readLogRecords(data: Uint8Array, source = 'log'): Uint8Array[] {
  const records: Uint8Array[] = [];
  let pending: Uint8Array[] | undefined;
  let offset = 0;
  while (offset < data.length) {
    const blockLeft = BLOCK_SIZE - (offset % BLOCK_SIZE);
    if (blockLeft < HEADER_SIZE) {
      offset += blockLeft;
      continue;
    }
    if (offset + HEADER_SIZE > data.length) break;
    const view = new DataView(data.buffer, data.byteOffset + offset, HEADER_SIZE);
    const checksum = view.getUint32(0, true);
    const length = view.getUint16(4, true);
    const type = view.getUint8(6);
    // A zero header is preallocated space at the end of a file that was never written.
    if (type === 0 && length === 0 && checksum === 0) break;
    const start = offset + HEADER_SIZE;
    const end = start + length;
    if (end > data.length || length > blockLeft - HEADER_SIZE) {
      throw new Error(`${source}: truncated record at byte ${offset}`);
    }
    const payload = data.subarray(start, end);
    if (checksum !== maskedCrc(type, payload)) throw new Error(`${source}: bad checksum at byte ${offset}`);
    offset = end;
    if (type === FULL) {
      records.push(payload);
    } else if (type === FIRST) {
      pending = [payload];
    } else if ((type === MIDDLE || type === LAST) && pending) {
      pending.push(payload);
      if (type === LAST) {
        records.push(Buffer.concat(pending));
        pending = undefined;
      }
    } else {
      throw new Error(`${source}: unexpected fragment type ${type} at byte ${offset - length - HEADER_SIZE}`);
    }
  }
  return records;
}

/** The checksum stored in a header: CRC-32C over the type byte and payload, masked as LevelDB does. */
export function maskedCrc(type: number, payload: Uint8Array): number {
  const crc = crc32c(payload, crc32c(Uint8Array.of(type)));
  return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0;
}

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), continuing from a previous `crc` of the preceding bytes. */
function crc32c(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (const byte of bytes) c = (TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}
