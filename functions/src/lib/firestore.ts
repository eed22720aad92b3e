import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from './admin';

/** The Admin Firestore of the default app, created on first use. */
export function db(): Firestore {
  return getFirestore(adminApp());
}
