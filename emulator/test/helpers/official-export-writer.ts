import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import protobuf from 'protobufjs';
import {
  BLOCK_SIZE,
  FIRST,
  FULL,
  HEADER_SIZE,
  LAST,
  MIDDLE,
  maskedCrc,
} from '../../src/server/official-export/leveldb-log.ts';

/**
 * Writes an official `firebase emulators:export` folder (Firestore part) from scratch, following the
 * format as documented in docs/emulator.md#importing-an-official-export, so import tests need no
 * downloaded fixture. The record layer reuses the reader's checksum; everything else is encoded here.
 */
/** A Firestore value; arrays cannot hold arrays. */
export type ExportValue = ExportElement | ExportElement[];
export type ExportElement =
  | null
  | boolean
  | number
  | string
  | { int: bigint }
  | { timestampMicros: bigint }
  | { bytes: Uint8Array }
  | { geo: [number, number] }
  | { ref: string[] }
  | { map: Record<string, ExportValue> };

export interface ExportDocument {
  /** Collection and document ids alternating; a bigint id is a numeric id. */
  path: (string | bigint)[];
  fields: Record<string, ExportValue>;
}

const MEANING = { GD_WHEN: 7, BYTESTRING: 16, ENTITY_PROTO: 19, EMPTY_LIST: 24 };

export async function writeOfficialExport(
  directory: string,
  documents: ExportDocument[],
  recordsPerFile = Infinity,
): Promise<void> {
  const kinds = path.join(directory, 'firestore_export', 'all_namespaces', 'all_kinds');
  await mkdir(kinds, { recursive: true });
  await writeFile(
    path.join(directory, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: '13.0.0',
      firestore: {
        version: '1.19.0',
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
    }),
  );
  await writeFile(path.join(directory, 'firestore_export', 'firestore_export.overall_export_metadata'), '');
  const records = documents.map(encodeEntity);
  for (let file = 0; file * recordsPerFile < records.length || file === 0; file++) {
    const slice = records.slice(file * recordsPerFile, (file + 1) * recordsPerFile);
    await writeFile(path.join(kinds, `output-${file}`), writeLogRecords(slice));
    if (!Number.isFinite(recordsPerFile)) break;
  }
}

/** LevelDB log framing: fragments never cross a 32 KiB block; short block tails are zero padding. */
export function writeLogRecords(records: Uint8Array[]): Buffer {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const record of records) {
    let rest = record;
    let first = true;
    do {
      let left = BLOCK_SIZE - (offset % BLOCK_SIZE);
      if (left < HEADER_SIZE) {
        chunks.push(Buffer.alloc(left));
        offset += left;
        left = BLOCK_SIZE;
      }
      const room = left - HEADER_SIZE;
      const payload = rest.subarray(0, room);
      rest = rest.subarray(payload.length);
      const last = rest.length === 0;
      const type = first && last ? FULL : first ? FIRST : last ? LAST : MIDDLE;
      const header = Buffer.alloc(HEADER_SIZE);
      header.writeUInt32LE(maskedCrc(type, payload), 0);
      header.writeUInt16LE(payload.length, 4);
      header.writeUInt8(type, 6);
      chunks.push(header, Buffer.from(payload));
      offset += HEADER_SIZE + payload.length;
      first = false;
    } while (rest.length > 0);
  }
  return Buffer.concat(chunks);
}

function encodeEntity(document: ExportDocument): Uint8Array {
  const writer = protobuf.Writer.create();
  const pathBytes = encodePath(document.path);
  writer.uint32((13 << 3) | 2).fork();
  writer.uint32((13 << 3) | 2).string('demo-exported');
  writer.uint32((14 << 3) | 2).bytes(pathBytes);
  writer.ldelim();
  writer.uint32((16 << 3) | 2).bytes(encodePath(document.path.slice(0, 2)));
  for (const property of encodeProperties(document.fields)) writer.uint32((14 << 3) | 2).bytes(property);
  return writer.finish();
}

function encodePath(segments: (string | bigint)[]): Uint8Array {
  const writer = protobuf.Writer.create();
  for (let i = 0; i < segments.length; i += 2) {
    writer.uint32((1 << 3) | 3);
    writer.uint32((2 << 3) | 2).string(segments[i] as string);
    writeId(writer, segments[i + 1] as string | bigint, 3, 4);
    writer.uint32((1 << 3) | 4);
  }
  return writer.finish();
}

function writeId(writer: protobuf.Writer, id: string | bigint, idNo: number, nameNo: number): void {
  if (typeof id === 'bigint') writer.uint32((idNo << 3) | 0).int64(id.toString());
  else writer.uint32((nameNo << 3) | 2).string(id);
}

function encodeProperties(fields: Record<string, ExportValue>): Uint8Array[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    if (!Array.isArray(value)) return [encodeProperty(name, value, false)];
    if (value.length === 0) return [property(name, MEANING.EMPTY_LIST, false, new Uint8Array())];
    return value.map((element) => encodeProperty(name, element, true));
  });
}

function encodeProperty(name: string, value: ExportElement, multiple: boolean): Uint8Array {
  const v = protobuf.Writer.create();
  let meaning = 0;
  if (value === null) {
    // no member set
  } else if (typeof value === 'boolean') v.uint32((2 << 3) | 0).bool(value);
  else if (typeof value === 'number') v.uint32((4 << 3) | 1).double(value);
  else if (typeof value === 'string') v.uint32((3 << 3) | 2).string(value);
  else if ('int' in value) v.uint32((1 << 3) | 0).int64(value.int.toString());
  else if ('timestampMicros' in value) {
    meaning = MEANING.GD_WHEN;
    v.uint32((1 << 3) | 0).int64(value.timestampMicros.toString());
  } else if ('bytes' in value) {
    meaning = MEANING.BYTESTRING;
    v.uint32((3 << 3) | 2).bytes(value.bytes);
  } else if ('geo' in value) {
    v.uint32((5 << 3) | 3);
    v.uint32((6 << 3) | 1).double(value.geo[0]);
    v.uint32((7 << 3) | 1).double(value.geo[1]);
    v.uint32((5 << 3) | 4);
  } else if ('ref' in value) {
    v.uint32((12 << 3) | 3);
    v.uint32((13 << 3) | 2).string('demo-exported');
    for (let i = 0; i < value.ref.length; i += 2) {
      v.uint32((14 << 3) | 3);
      v.uint32((15 << 3) | 2).string(value.ref[i] as string);
      writeId(v, value.ref[i + 1] as string, 16, 17);
      v.uint32((14 << 3) | 4);
    }
    v.uint32((12 << 3) | 4);
  } else {
    meaning = MEANING.ENTITY_PROTO;
    const embedded = protobuf.Writer.create();
    for (const p of encodeProperties(value.map)) embedded.uint32((14 << 3) | 2).bytes(p);
    v.uint32((3 << 3) | 2).bytes(embedded.finish());
  }
  return property(name, meaning, multiple, v.finish());
}

function property(name: string, meaning: number, multiple: boolean, value: Uint8Array): Uint8Array {
  const writer = protobuf.Writer.create();
  if (meaning !== 0) writer.uint32((1 << 3) | 0).int32(meaning);
  writer.uint32((3 << 3) | 2).string(name);
  writer.uint32((4 << 3) | 0).bool(multiple);
  writer.uint32((5 << 3) | 2).bytes(value);
  return writer.finish();
}
