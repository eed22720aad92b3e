#!/usr/bin/env node
// Runs the TypeScript CLI directly: tsx's ESM loader is registered in-process, so there is no build step.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli.ts', import.meta.url).href);
