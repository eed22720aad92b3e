import type { FirestoreEngine } from '../firestore/api.ts';
import {
  compileRuleset,
  createFirestoreAuthorizer,
  createStorageAuthorizer,
  engineDocumentReader,
  formatIssues,
  watchRulesFile,
  type Issue,
  type Ruleset,
} from '../rules/index.ts';
import type { StorageAuthorizer, StorageRulesFile } from '../storage/index.ts';
import type { RulesStore } from './rules-store.ts';

/** One load of a rules file: installed or not (the previous rules stay in force), and why. */
export interface RulesFileLoad {
  /** Absolute path of the rules file. */
  file: string;
  loaded: boolean;
  /** Compile errors and warnings as `file:line:column: message` lines; empty when there are none. */
  problems: string;
}

/** Firestore rules: per-project rulesets from `PUT …:securityRules` and the startup rules file. */
export function installFirestoreRules(engine: FirestoreEngine, rules: RulesStore): void {
  engine.setAuthorizer(
    createFirestoreAuthorizer((projectId) => rules.get(projectId), engineDocumentReader(engine)),
  );
  rules.onInstall((projectId) => {
    engine.rulesChanged(projectId);
  });
}

/**
 * Storage rules: one ruleset (from the startup file or `PUT /internal/setRules`), with
 * `firestore.get()/exists()` reading this emulator's Firestore data of `projectId` as the owner.
 */
export class StorageRules {
  private ruleset: Ruleset | null = null;

  constructor(
    private readonly engine: FirestoreEngine,
    private readonly projectId: string,
  ) {}

  set(ruleset: Ruleset): void {
    this.ruleset = ruleset;
  }

  authorizer(): StorageAuthorizer {
    const readDocument = engineDocumentReader(this.engine);
    return createStorageAuthorizer(() => this.ruleset, {
      // Rules paths look like `/databases/(default)/documents/users/alice`.
      get: (rulesPath) => Promise.resolve(readDocument(`projects/${this.projectId}${rulesPath}`)),
    });
  }

  /** The Storage server's `PUT /internal/setRules` hook: problems as `file:line:column: message` lines. */
  readonly onSetRules = (files: StorageRulesFile[]): string[] => {
    const { ruleset, issues } = compileRuleset(files);
    if (ruleset) this.set(ruleset);
    return ruleset ? [] : formatIssues(issues).split('\n');
  };
}

/**
 * Watches a rules file, installing each good version; problems go to `log` with file, line and column,
 * and every load's outcome to `onLoad`.
 */
export function watchRules(
  file: string,
  install: (ruleset: Ruleset) => void,
  log: (line: string) => void,
  onLoad?: (load: RulesFileLoad) => void,
): () => void {
  const report = (issues: Issue[], loaded: boolean): void => {
    const problems = issues.length > 0 ? formatIssues(issues) : '';
    if (problems) log(problems);
    log(`${file}: ${loaded ? 'rules loaded' : 'rules not loaded; the previous rules stay in force'}`);
    onLoad?.({ file, loaded, problems });
  };
  return watchRulesFile(
    file,
    (ruleset, issues) => {
      install(ruleset);
      report(issues, true);
    },
    (issues) => {
      report(issues, false);
    },
  );
}
