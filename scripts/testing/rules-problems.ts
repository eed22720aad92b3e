// Rules files that do not compile. The emulator keeps the previous rules when a reload fails (and has
// none when the first load fails), so without this a broken firestore.rules or storage.rules would show
// up as tests failing with 'permission denied' far from the cause. The global setup records each load
// (startEmulator's onRulesLoad) and refuses to start with a broken file; a change during the run that
// breaks one fails every later test with the compile errors (setup-env.ts asks before each test).
import { relative } from 'node:path';
import type { RulesFileLoad } from '@parley/emulator';
import { ROOT } from '../lib/project-config.mjs';

/** The control server's path answering `{ problems }` (see global-setup.ts). */
export const RULES_PROBLEMS_PATH = '/rules-problems';

/** The rules files whose last load failed, with their located compile errors. */
export function rulesProblems() {
  const broken = new Map<string, string>();
  return {
    onRulesLoad: ({ file, loaded, problems }: RulesFileLoad) => {
      if (loaded) broken.delete(file);
      else broken.set(file, problems);
    },
    /** One message naming every broken file and its errors, or null when all are loaded. */
    report: (): string | null =>
      broken.size === 0
        ? null
        : [...broken]
            .map(
              ([file, problems]) =>
                `${relative(ROOT, file)} does not compile, so the emulator did not load it:\n${problems}`,
            )
            .join('\n'),
  };
}

/** In a test worker: the harness's report of broken rules files, or null. */
export async function fetchRulesProblems(controlUrl: string): Promise<string | null> {
  const response = await fetch(`${controlUrl}${RULES_PROBLEMS_PATH}`);
  const body = (await response.json()) as { problems: string | null };
  return body.problems;
}
