// The call log's filters as an Admin SDK query (filtersToQuery in the domain; the web builds the same
// plan with the JS SDK). createdAt is a Timestamp in Firestore, epoch ms in the plan.
import { COLLECTIONS, filtersToQuery, type CallFilters } from '@parley/domain';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';

export function callQuery(db: Firestore, filters: CallFilters): Query {
  const plan = filtersToQuery(filters);
  let query: Query = db.collection(COLLECTIONS.calls);
  for (const [field, operator, value] of plan.where) {
    const operand = field === 'createdAt' && typeof value === 'number' ? Timestamp.fromMillis(value) : value;
    query = query.where(field, operator, operand);
  }
  for (const [field, direction] of plan.orderBy) query = query.orderBy(field, direction);
  return query;
}
