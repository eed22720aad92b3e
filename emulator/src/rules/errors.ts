/**
 * A rules evaluation error: the third truth value (docs/emulator.md#rules-errors). `||` and `&&` may absorb
 * it; anywhere else it propagates, and an `allow` whose condition ends in an error does not grant access.
 */
export class RulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesError';
  }
}

export function fail(message: string): never {
  throw new RulesError(message);
}

/**
 * Thrown (not a RulesError, so nothing absorbs it) when storage rules need a Firestore document that
 * has not been fetched yet: the storage authorizer fetches it asynchronously and evaluates again.
 */
export class NeedsFetch extends Error {
  constructor(readonly path: string) {
    super(`needs ${path}`);
    this.name = 'NeedsFetch';
  }
}
