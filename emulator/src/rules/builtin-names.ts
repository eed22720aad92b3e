/** Names the compiler must know about to report unknown functions, namespaces and types. */

/** Global functions; get/exists/getAfter/existsAfter only in cloud.firestore. */
export const GLOBAL_FUNCTIONS = new Set([
  'get',
  'exists',
  'getAfter',
  'existsAfter',
  'path',
  'int',
  'float',
  'string',
  'bool',
  'debug',
]);

export const NAMESPACE_FUNCTIONS: Record<string, ReadonlySet<string>> = {
  math: new Set(['abs', 'ceil', 'floor', 'round', 'sqrt', 'pow', 'isInfinite', 'isNaN']),
  timestamp: new Set(['date', 'value']),
  duration: new Set(['value', 'time', 'abs']),
  latlng: new Set(['value']),
  hashing: new Set(['crc32', 'crc32c', 'md5', 'sha256']),
  // Cross-service reads, storage.rules only.
  firestore: new Set(['get', 'exists']),
};

export const TYPE_NAMES = new Set([
  'string',
  'int',
  'float',
  'number',
  'bool',
  'bytes',
  'list',
  'map',
  'set',
  'path',
  'timestamp',
  'duration',
  'latlng',
  'map_diff',
]);

export const GLOBAL_VARIABLES = new Set(['request', 'resource', ...Object.keys(NAMESPACE_FUNCTIONS)]);
