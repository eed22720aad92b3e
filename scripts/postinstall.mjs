// @ts-check
// Root `postinstall` (after every `npm ci` / `npm install`): keeps npm scripts and npx on the machine's
// Node by removing the node_modules/.bin/node link the Functions' Node package brings (lib/functions-node.mjs).
import { removeNodeShadow } from './lib/functions-node.mjs';

if (removeNodeShadow())
  console.log("postinstall: removed node_modules/.bin/node (npm scripts keep the machine's Node).");
