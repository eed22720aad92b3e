import { PRODUCT_NAME } from '@parley/domain';
import { publicRoute } from '../lib/https-route';

/** Liveness probe for deploy checks and uptime monitors: GET /health → { ok: true, product }. */
export const health = publicRoute(() => Promise.resolve({ ok: true, product: PRODUCT_NAME }));
