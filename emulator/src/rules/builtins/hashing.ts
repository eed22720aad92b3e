/** The `hashing.` namespace: each takes a string (hashed as UTF-8) or bytes and returns bytes. */
import { createHash } from 'node:crypto';
import type { RValue } from '../values.ts';
import { arg, arity, asBytesOrString, type MethodTable } from './args.ts';

/** Table-driven reflected CRC-32 for a given polynomial (0xEDB88320 for CRC-32, 0x82F63B78 for CRC-32C). */
function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

function crc32With(table: Uint32Array, data: Uint8Array): Uint8Array {
  let crc = 0xffffffff;
  for (const byte of data) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const result = Buffer.alloc(4);
  result.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return new Uint8Array(result);
}

const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

function hashFunction(name: string, digest: (data: Uint8Array) => Uint8Array) {
  return (_ns: null, args: readonly RValue[]): RValue => {
    arity(`hashing.${name}`, args, 1);
    return digest(asBytesOrString(`hashing.${name}`, arg(args, 0)));
  };
}

const nodeHash = (algorithm: string) => (data: Uint8Array) =>
  new Uint8Array(createHash(algorithm).update(data).digest());

export const hashingNamespace: MethodTable<null> = {
  crc32: hashFunction('crc32', (data) => crc32With(CRC32, data)),
  crc32c: hashFunction('crc32c', (data) => crc32With(CRC32C, data)),
  md5: hashFunction('md5', nodeHash('md5')),
  sha256: hashFunction('sha256', nodeHash('sha256')),
};
