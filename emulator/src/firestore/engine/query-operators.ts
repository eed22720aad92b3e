/**
 * StructuredQuery filter operator names in proto enum order, so a numeric enum (from clients that
 * ask for numeric enums) indexes its name. Shared by the query parser and the rules' query checks
 * so the two cannot drift apart.
 */
export const FIELD_OPERATORS = [
  'OPERATOR_UNSPECIFIED',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;

// Number 1 is unused by the proto; it reads as unspecified so it is refused like a missing op.
export const UNARY_OPERATORS = [
  'OPERATOR_UNSPECIFIED',
  'OPERATOR_UNSPECIFIED',
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
] as const;

export const COMPOSITE_OPERATORS = ['OPERATOR_UNSPECIFIED', 'AND', 'OR'] as const;
