import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Big libraries get their own long-cached chunks, so shipping a change to our code does not make every
// user re-download Firebase or MUI. Pages are split separately, by React.lazy in the router.
// Firestore alone is half of Firebase's weight, so it gets a chunk of its own (and a higher priority).
const vendorChunks = [
  { name: 'vendor-firestore', test: /node_modules[\\/]@firebase[\\/]firestore[\\/]/, priority: 1 },
  { name: 'vendor-firebase', test: /node_modules[\\/](@firebase|firebase|reactfire|rxfire|rxjs)[\\/]/ },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
  },
];

// 127.0.0.1 rather than localhost: the emulators bind there too, and it avoids IPv6 surprises.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
