import { compileRuleset, type Issue, type Ruleset } from '../rules/index.ts';

/** One rules source file as `PUT …:securityRules` carries it. */
export interface RulesFile {
  name: string;
  content: string;
}

/**
 * Firestore rulesets per project (docs/emulator.md#control-endpoints). A project without a ruleset allows
 * everything, as the official emulator does when no rules file exists. A ruleset that fails to compile is
 * never installed: the previous one stays in force.
 */
export class RulesStore {
  private readonly byProject = new Map<string, Ruleset>();
  private readonly listeners = new Set<(projectId: string) => void>();

  /** Called after every installed ruleset, whatever its source (file watch or control endpoint). */
  onInstall(listener: (projectId: string) => void): void {
    this.listeners.add(listener);
  }

  /** Compiles and, when there are no errors, installs; the issues are returned either way. */
  load(projectId: string, files: RulesFile[]): { issues: Issue[]; installed: boolean } {
    const { ruleset, issues } = compileRuleset(files);
    if (ruleset) this.install(projectId, ruleset);
    return { issues, installed: ruleset !== null };
  }

  install(projectId: string, ruleset: Ruleset): void {
    this.byProject.set(projectId, ruleset);
    for (const listener of this.listeners) listener(projectId);
  }

  get(projectId: string): Ruleset | null {
    return this.byProject.get(projectId) ?? null;
  }
}
