// The pieces every Firestore rules test file repeats: a client per identity and an allow/deny matrix.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';

/** The name of the signed-out identity in a matrix. */
export const SIGNED_OUT = 'signedOut';

/** A web-SDK Firestore signed in as `uid` (or signed out) on the rules environment. */
export function firestoreAs(env: RulesTestEnvironment, uid: string): Firestore {
  const context = uid === SIGNED_OUT ? env.unauthenticatedContext() : env.authenticatedContext(uid);
  return context.firestore() as unknown as Firestore;
}

/**
 * A `matrix(name, allowed, operation)` that runs `operation` as every identity of `everyone` and expects
 * success exactly for `allowed`.
 */
export function rulesMatrix<Who extends string>(
  getEnv: () => RulesTestEnvironment,
  everyone: readonly Who[],
) {
  return (
    name: string,
    allowed: readonly Who[],
    operation: (db: Firestore, who: Who) => Promise<unknown>,
  ) => {
    describe(name, () => {
      it.each(everyone.map((who) => [who, allowed.includes(who)] as const))(
        '%s → allowed: %s',
        async (who, ok) => {
          const run = operation(firestoreAs(getEnv(), who), who);
          await (ok ? assertSucceeds(run) : assertFails(run));
        },
      );
    });
  };
}
