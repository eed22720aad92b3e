// @ts-check
// The local npm mirror 404s on most of unrs-resolver's platform bindings (it only serves this machine's),
// so `npm install` leaves them out of package-lock.json, and `npm ci` then refuses the lock ("Missing:
// @unrs/resolver-binding-... from lock file"). This writes the missing entries back: optional and gated
// by os/cpu/libc, so npm never fetches them here, and a machine that needs one gets it from the registry.
// Usage: node scripts/restore-lock-bindings.mjs   (then commit package-lock.json)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const PARENT = 'node_modules/unrs-resolver';
const PREFIX = '@unrs/resolver-binding-';

/** Binding suffix → [os, cpu, libc?], read off the binding names the package publishes. */
/** @type {Record<string, [string, string, string?]>} */
const platforms = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-arm64-gnu': ['linux', 'arm64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'linux-x64-gnu': ['linux', 'x64', 'glibc'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};

/** @type {{ packages: Record<string, { optionalDependencies?: Record<string, string> } & Record<string, unknown>> }} */
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const wanted = lock.packages[PARENT]?.optionalDependencies ?? {};
const restored = [];
for (const [name, version] of Object.entries(wanted)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = platforms[name.slice(PREFIX.length)];
  if (!platform)
    throw new Error(`No platform known for ${name}; add it to scripts/restore-lock-bindings.mjs.`);
  const [os, cpu, libc] = platform;
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    license: 'MIT',
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
  };
  restored.push(name);
}
// npm keeps "" (the root) first and sorts the rest with localeCompare('en'); match it so diffs stay minimal.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(restored.length ? `Restored ${restored.join(', ')}.` : 'Nothing to restore.');
