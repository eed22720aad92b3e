import { readFileSync, unwatchFile, watchFile } from 'node:fs';

/**
 * Reads a rules file now and again whenever it changes, handing the text to `apply`. Polling (rather
 * than fs.watch) survives editors that save by renaming a new file into place; the watcher is unref'd
 * so it never keeps a process alive. Returns the function that stops watching.
 */
export function watchRulesFile(file: string, apply: (content: string) => void, intervalMs = 300): () => void {
  const load = (): void => {
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (error) {
      console.error(`[parley-emulator] cannot read rules file ${file}: ${(error as Error).message}`);
      return;
    }
    apply(content);
  };
  load();
  const watcher = watchFile(file, { interval: intervalMs, persistent: false }, (current, previous) => {
    if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) load();
  });
  watcher.unref();
  return () => {
    unwatchFile(file);
  };
}
