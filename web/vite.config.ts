import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactfireWithoutRealtimeDatabase } from './build/no-realtime-database';

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
];

// reactfire imports every Firebase SDK it has hooks for, and those SDKs register themselves on import,
// so a bundler keeps them whole even when nothing of theirs is used. Declaring their modules
// side-effect-free drops an SDK nothing imports from; where the app does use one (Storage for the
// profile photo, Functions for callables), it is kept, registration included, in the lazy chunk that
// uses it. (The Realtime Database needs more: see build/no-realtime-database.ts.)
const registeredOnlyWhenUsed =
  /node_modules[\\/]@?firebase[\\/](remote-config|installations|storage|functions)[\\/]/;

// 127.0.0.1 rather than localhost: the emulators bind there too, and it avoids IPv6 surprises.
export default defineConfig({
  plugins: [react(), reactfireWithoutRealtimeDatabase()],
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
