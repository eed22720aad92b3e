/** Reloads a rules file when it changes; a broken file is reported and the previous rules stay in force. */
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { basename } from 'node:path';
import { compileRuleset, type Ruleset } from './compile.ts';
import { errorIssue, type Issue } from './issues.ts';

/**
 * Compiles `path` now and on every change (polling, which survives editors that replace the file).
 * `onCompiled` receives each good ruleset; `onError` receives the issues of a bad one (the caller keeps
 * using the last good ruleset). Returns a function that stops watching.
 */
export function watchRulesFile(
  path: string,
  onCompiled: (ruleset: Ruleset, issues: Issue[]) => void,
  onError: (issues: Issue[]) => void,
  intervalMs = 250,
): () => void {
  let lastContent: string | null = null;
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
  load();
  const listener = (): void => {
    load();
  };
  watchFile(path, { interval: intervalMs }, listener);
  return () => {
    unwatchFile(path, listener);
  };
}
