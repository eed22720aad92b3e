// What other workspaces use of the seed: the demo account and seeding itself (e2e benchmarks).
export { DEMO_IDS, DEMO_LOGIN } from './demo-account';
export { seed, seedFirestore } from './seed';
export { DEMO_CAMPAIGN_ID } from './demo-campaign';
