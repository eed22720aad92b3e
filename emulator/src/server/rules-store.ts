/**
 * Firestore rulesets per project (emulator-spec §6.1). Until the rules engine provides a compiler the
 * text is only stored and every request is allowed; `setCompiler` is the one line that plugs it in.
 */

export interface RulesFile {
  name: string;
  content: string;
}

/** `google.firebase.rules.v1.Issue`, as the official emulator reports it. */
export interface RulesIssue {
  sourcePosition: { fileName: string; line: number; column: number };
  description: string;
  severity: 'ERROR' | 'WARNING' | 'DEPRECATION';
}

export interface CompiledRules {
  issues: RulesIssue[];
  /** The compiled form, opaque to the server; absent when compilation failed. */
  ruleset?: unknown;
}

export type RulesCompiler = (files: RulesFile[]) => CompiledRules;

export interface ProjectRules {
  files: RulesFile[];
  ruleset: unknown;
}

/** Storing without compiling: what the server does before the rules engine exists. */
const storeOnly: RulesCompiler = () => ({ issues: [], ruleset: undefined });

export class RulesStore {
  private readonly byProject = new Map<string, ProjectRules>();
  private compiler: RulesCompiler = storeOnly;
  private readonly listeners = new Set<(projectId: string) => void>();

  setCompiler(compiler: RulesCompiler): void {
    this.compiler = compiler;
  }

  /**
   * Compiles and, when there are no errors, installs the ruleset. On errors the previous ruleset stays
   * in force; the issues are returned either way.
   */
  load(projectId: string, files: RulesFile[]): { issues: RulesIssue[]; installed: boolean } {
    const { issues, ruleset } = this.compiler(files);
    const installed = !issues.some((issue) => issue.severity === 'ERROR');
    if (installed) {
      this.byProject.set(projectId, { files, ruleset });
      for (const listener of this.listeners) listener(projectId);
    }
    return { issues, installed };
  }

  get(projectId: string): ProjectRules | undefined {
    return this.byProject.get(projectId);
  }

  /** Called after a project's ruleset changes (the rules engine may cache per project). */
  onChange(listener: (projectId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
