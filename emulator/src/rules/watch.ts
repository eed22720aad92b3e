/** Reloads a rules file when it changes; a broken file is reported and the previous rules stay in force. */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { compileRuleset, type Ruleset } from './compile.ts';
import { errorIssue, type Issue } from './issues.ts';

/**
 * Compiles `path` now and whenever it changes (polling its modification time and size, which also
 * survives editors that replace the file). `onCompiled` receives each good ruleset; `onError`
 * receives the issues of a bad one (the caller keeps using the last good ruleset). Returns a function
 * that stops watching.
 */
export function watchRulesFile(
  path: string,
  onCompiled: (ruleset: Ruleset, issues: Issue[]) => void,
  onError: (issues: Issue[]) => void,
  intervalMs = 250,
): () => void {
  let lastContent: string | null = null;
  let lastStamp: string | null = null;
  const stamp = (): string => {
    try {
      const stats = statSync(path);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return 'missing';
    }
  };
  const load = (): void => {
    let content: string;
    try {
      content = readFileSync(path, 'utf8');
    } catch (error) {
      onError([
        errorIssue(
          basename(path),
          { line: 1, column: 1 },
          `Cannot read rules file: ${(error as Error).message}`,
        ),
      ]);
      return;
    }
    if (content === lastContent) return;
    lastContent = content;
    const { ruleset, issues } = compileRuleset([{ name: basename(path), content }]);
    if (ruleset) onCompiled(ruleset, issues);
    else onError(issues);
  };
  // The stamp is taken before each read, so a write racing the read is seen by the next poll.
  const poll = (): void => {
    const current = stamp();
    if (current === lastStamp) return;
    lastStamp = current;
    load();
  };
  poll();
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
