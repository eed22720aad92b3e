/**
 * The security rules engine: parser, evaluator and the Firestore/Storage authorizers.
 *
 * Wiring (server):
 *   const { ruleset, issues } = compileRuleset([{ name: 'firestore.rules', content }]);
 *   engine.setAuthorizer(createFirestoreAuthorizer((p) => rulesets.get(p) ?? null, engineDocumentReader(engine)));
 *   storage authorizer: createStorageAuthorizer(() => storageRuleset, { get: (path) => … });
 */
export { compileRuleset, type CompileResult, type Ruleset } from './compile.ts';
export { formatIssues, type Issue } from './issues.ts';
export { createFirestoreAuthorizer, type CurrentDocumentReader } from './firestore-authorizer.ts';
export { createStorageAuthorizer, type CrossServiceFirestore } from './storage-authorizer.ts';
export { engineDocumentReader } from './engine-reader.ts';
export { watchRulesFile } from './watch.ts';
