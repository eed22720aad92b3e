/** A compile problem in the shape of google.firebase.rules.v1.Issue (docs/emulator.md#control-endpoints). */
export interface Issue {
  sourcePosition: { fileName: string; line: number; column: number };
  description: string;
  severity: 'ERROR' | 'WARNING';
}

export function errorIssue(
  fileName: string,
  at: { line: number; column: number },
  description: string,
): Issue {
  return { sourcePosition: { fileName, line: at.line, column: at.column }, description, severity: 'ERROR' };
}

/** One line per issue, `file:line:column: description`, for logs and HTTP error bodies. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map(
      (i) =>
        `${i.sourcePosition.fileName}:${i.sourcePosition.line}:${i.sourcePosition.column}: ${i.description}`,
    )
    .join('\n');
}
