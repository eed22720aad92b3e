import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { unusedSdkParts } from './build/unused-sdk-parts.ts';
import { widgetScript } from './build/widget-script.ts';

// Chunking. Every route is split by React.lazy in the router; what the entry needs (React, MUI's core,
// Firebase Auth, the router) goes into two long-cached chunks. Libraries used by only some routes are
// NOT grouped: a group chunk is fetched whole by every page that needs any module of it, which is how
// the sign-in route once downloaded Firestore, Storage and all of MUI.
const chunkGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
  },
  // Everything else the entry imports statically, in one chunk instead of dozens of tiny ones.
  { name: 'initial', tags: ['$initial' as const] },
  // Storage only where a file is uploaded: left to itself, the bundler merges it into the Firestore
  // chunk every signed-in page loads. Its dependencies stay where they are (the entry has them).
  {
    name: 'firebase-storage',
    test: /node_modules[\\/]@?firebase[\\/]storage[\\/]/,
    includeDependenciesRecursively: false,
  },
];

// reactfire imports every Firebase SDK it has hooks for, and those SDKs register themselves on import,
// so a bundler keeps them whole even when nothing of theirs is used. Declaring their modules
// side-effect-free drops an SDK nothing imports from; where the app does use one (Storage for the
// profile photo, Functions for callables), it is kept, registration included, in the lazy chunk that
// uses it. (The Realtime Database and Firestore's RE2JS need more: see build/unused-sdk-parts.ts.)
const registeredOnlyWhenUsed =
  /node_modules[\\/]@?firebase[\\/](remote-config|installations|storage|functions)[\\/]/;

// 127.0.0.1 rather than localhost: the emulators bind there too, and it avoids IPv6 surprises.
export default defineConfig({
  plugins: [react(), unusedSdkParts(), widgetScript()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: registeredOnlyWhenUsed, sideEffects: false }] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
