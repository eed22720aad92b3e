// @ts-check
// `npm run bench:web`: how much gzipped JavaScript a visitor downloads for the sign-in route and for the
// agent page, next to a minimal React + MUI + Firebase (Auth, Firestore) app built in the same run with
// the same Vite. Targets: sign-in within 1.2× of that baseline, the agent page within 1.6×.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/project-config.mjs';

const WEB = path.join(ROOT, 'web');
// Vite and its React plugin are the web workspace's: load exactly the copies the app builds with.
const fromWeb = createRequire(path.join(WEB, 'package.json'));
/** @type {typeof import('vite')} */
const { build } = await import(pathToFileURL(fromWeb.resolve('vite')).href);
/** @type {{ default: () => import('vite').PluginOption }} */
const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
// Inside web/ so the baseline resolves the very same packages the app uses.
const BASELINE = path.join(WEB, '.cache', 'bench-baseline');

const BASELINE_MAIN = `
import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged } from 'firebase/auth';
import { doc, getFirestore, onSnapshot } from 'firebase/firestore';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const app = initializeApp({ projectId: 'demo-baseline', apiKey: 'baseline' });
const auth = getAuth(app);
const db = getFirestore(app);

function App() {
  const [user, setUser] = useState(null);
  const [data, setData] = useState(null);
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  useEffect(() => onSnapshot(doc(db, 'items/one'), (snapshot) => setData(snapshot.data())), []);
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <TextField label="E-mail" />
      <Button variant="contained">{user ? 'Signed in' : 'Sign in'} {JSON.stringify(data)}</Button>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`;

/**
 * @typedef {{ file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} Chunk
 * @typedef {Record<string, Chunk>} Manifest
 */

/** Builds with a manifest into a temporary folder; returns the folder and the manifest. */
async function buildWithManifest(/** @type {import('vite').InlineConfig} */ config) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'parley-bench-web-'));
  await build({
    ...config,
    logLevel: 'error',
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return { outDir, manifest };
}

/** Every JS file a key loads before it runs: its own chunk and, transitively, its static imports. */
function staticClosure(/** @type {Manifest} */ manifest, /** @type {string[]} */ keys) {
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

function gzippedKb(/** @type {string} */ outDir, /** @type {string[]} */ files) {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
  return bytes / 1024;
}

function entryKey(/** @type {Manifest} */ manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The build has no entry chunk');
  return key;
}

/** The chunk of a lazily loaded module; `sourceSuffix` may list where it lives now and where it used to. */
function routeKey(/** @type {Manifest} */ manifest, /** @type {string | string[]} */ sourceSuffix) {
  const suffixes = [sourceSuffix].flat();
  const key = Object.keys(manifest).find((name) => suffixes.some((suffix) => name.endsWith(suffix)));
  if (!key)
    throw new Error(`No chunk for ${suffixes.join(' or ')}: is the route still lazy-loaded from there?`);
  return key;
}

function line(
  /** @type {string} */ label,
  /** @type {number} */ kb,
  /** @type {number} */ baseKb,
  /** @type {number} */ target,
) {
  const ratio = kb / baseKb;
  const verdict = ratio < target ? 'ok' : 'OVER';
  console.log(
    `${label.padEnd(46)} ${kb.toFixed(1).padStart(7)} KB gz  ${ratio.toFixed(2)}× baseline  target < ${target}×  ${verdict}`,
  );
  return ratio < target;
}

async function main() {
  mkdirSync(BASELINE, { recursive: true });
  writeFileSync(
    path.join(BASELINE, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(path.join(BASELINE, 'main.jsx'), BASELINE_MAIN);
  const baseline = await buildWithManifest({ root: BASELINE, configFile: false, plugins: [react()] });
  const app = await buildWithManifest({ root: WEB, configFile: path.join(WEB, 'vite.config.ts') });
  try {
    const baseKb = gzippedKb(
      baseline.outDir,
      staticClosure(baseline.manifest, [entryKey(baseline.manifest)]),
    );
    const shell = entryKey(app.manifest);
    // A route is every lazy chunk the router loads on the way to it, not just the page's own: signed-in
    // pages render inside the signed-in layout (Firestore, reactfire, the app shell), a chunk of its own.
    const route = (/** @type {(string | string[])[]} */ sources) =>
      staticClosure(app.manifest, [shell, ...sources.map((source) => routeKey(app.manifest, source))]);
    const signIn = route(['features/auth/routes/sign-in-page.tsx']);
    // The agent page is composed in the app layer (app/routes) since features add sections to it.
    const agent = route([
      'app/signed-in-layout.tsx',
      ['app/routes/agent-route.tsx', 'features/agents/routes/agent-page.tsx'],
    ]);
    console.log(
      `${'minimal React + MUI + Firebase (Auth, Firestore)'.padEnd(46)} ${baseKb.toFixed(1).padStart(7)} KB gz`,
    );
    const ok = [
      line('sign-in route (shell + page)', gzippedKb(app.outDir, signIn), baseKb, 1.2),
      line('agent page (shell + signed-in layout + page)', gzippedKb(app.outDir, agent), baseKb, 1.6),
    ].every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const dir of [baseline.outDir, app.outDir, BASELINE]) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
