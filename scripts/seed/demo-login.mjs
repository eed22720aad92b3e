// @ts-check
// The demo account's sign-in, shared by the seed (which creates it) and `npm start` (which prints it).
// It exists only in the local Auth emulator.
export const DEMO_LOGIN = Object.freeze({
  uid: 'demo-user',
  email: 'demo@parley.test',
  password: 'parley-demo',
  displayName: 'Demo User',
});
