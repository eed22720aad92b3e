// The accounts/orgs/agents tests keep their data in their own emulator project, so another file's
// wipeFirestore() of the shared harness project never empties it mid-test. Imported (for its effect)
// by the helpers those tests use, before any Admin SDK call reads GCLOUD_PROJECT; ID tokens follow it.
export const ACCOUNTS_TEST_PROJECT = 'demo-parley-accounts';
process.env.GCLOUD_PROJECT = ACCOUNTS_TEST_PROJECT;
