import { createRequire } from 'node:module';
import path from 'node:path';
import protobuf from 'protobufjs';

/**
 * The google.firestore.v1 schema, loaded once from the .proto files that @google-cloud/firestore ships
 * (so no copies live in this repo), plus the SDK-only `Write.verify` oneof member
 * (docs/emulator.md#protocol-schema): the web SDK's transactions send it, and without it protobufjs would
 * silently drop the field.
 */
let cachedRoot: protobuf.Root | undefined;

export function firestoreSchema(): protobuf.Root {
  cachedRoot ??= loadSchema();
  return cachedRoot;
}

export function firestoreService(): protobuf.Service {
  return firestoreSchema().lookupService('google.firestore.v1.Firestore');
}

export function messageType(fullName: string): protobuf.Type {
  return firestoreSchema().lookupType(fullName);
}

function protosDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@google-cloud/firestore/package.json');
  return path.join(path.dirname(packageJson), 'build', 'protos');
}

function loadSchema(): protobuf.Root {
  const includeDir = protosDirectory();
  const root = new protobuf.Root();
  // Imports such as "google/api/annotations.proto" resolve against the shipped include directory.
  root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(includeDir, target));
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: false });
  addVerifyToWrite(root);
  root.resolveAll();
  return root;
}

function addVerifyToWrite(root: protobuf.Root): void {
  const write = root.lookupType('google.firestore.v1.Write');
  if (write.fields.verify) return;
  const verify = new protobuf.Field('verify', 5, 'string');
  write.add(verify);
  const operation = write.oneofs.operation;
  if (!operation) throw new Error('google.firestore.v1.Write has no `operation` oneof');
  operation.add(verify);
}
