// @ts-check
// The Firebase CLI on the functions' Node (lib/functions-node.mjs), for the npm scripts that start the
// Functions emulator themselves (`emulators:official`, `test:official`): it runs the functions on the
// Node that runs the CLI, which must be the deployed runtime's major.
// Usage: node scripts/firebase.mjs <firebase arguments...>
import { FIREBASE_BIN } from './lib/firebase-cli.mjs';
import { functionsNodeBinary } from './lib/functions-node.mjs';
import { readProjectConfig } from './lib/project-config.mjs';
import { run } from './lib/run.mjs';

const node = functionsNodeBinary(readProjectConfig().functionsRuntime);
process.exitCode = await run(node, [FIREBASE_BIN, ...process.argv.slice(2)]);
