/**
 * An unsigned Firebase ID token as the Auth emulator issues them. The Admin SDK accepts such tokens only
 * while FIREBASE_AUTH_EMULATOR_HOST is set (functions/vitest.config.ts sets it), so tests exercise the
 * real verification path (issuer, audience, expiry) without a key server.
 */
export function emulatorIdToken(
  uid: string,
  {
    projectId = process.env.GCLOUD_PROJECT ?? 'demo-parley',
    expiresInSeconds = 3600,
    email,
    emailVerified = true,
  }: { projectId?: string; expiresInSeconds?: number; email?: string; emailVerified?: boolean } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + expiresInSeconds,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...(email ? { email, email_verified: emailVerified } : {}),
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.`;
}
