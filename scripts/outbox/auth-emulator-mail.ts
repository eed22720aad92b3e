// The e-mails the Auth emulator would have sent (address verification, password reset, sign-in links):
// it keeps their out-of-band codes and links instead, at GET /emulator/v1/projects/{project}/oobCodes.
// The outbox shows them beside the functions' `mail` documents, so a developer (and the e2e journeys)
// can open a verification link the way a user opens the e-mail.
import { escapeHtml, type OutboxMail } from './outbox-page';

/** Where the Auth emulator listens (host:port) and the project whose codes to list. */
export interface AuthEmulatorSource {
  host: string;
  projectId: string;
}

interface OobCode {
  email?: string;
  oobCode?: string;
  oobLink?: string;
  requestType?: string;
}

/** What each kind of Auth e-mail is about, and the words of its link. */
const PURPOSES: Record<string, { subject: string; link: string }> = {
  VERIFY_EMAIL: { subject: 'Verify your e-mail address', link: 'Verify e-mail address' },
  PASSWORD_RESET: { subject: 'Reset your password', link: 'Reset password' },
  EMAIL_SIGNIN: { subject: 'Sign in', link: 'Sign in' },
  VERIFY_AND_CHANGE_EMAIL: { subject: 'Verify your new e-mail address', link: 'Verify new e-mail address' },
  RECOVER_EMAIL: { subject: 'Your e-mail address was changed', link: 'Restore e-mail address' },
};

function toMail(code: OobCode): OutboxMail {
  const purpose = PURPOSES[code.requestType ?? ''] ?? { subject: 'Account e-mail', link: 'Open the link' };
  const link = code.oobLink ?? '';
  return {
    id: `auth-${code.oobCode ?? link}`,
    to: code.email ?? '',
    subject: purpose.subject,
    html: `<p><a href="${escapeHtml(link)}">${escapeHtml(purpose.link)}</a></p>`,
    kind: 'auth-emulator',
    createdAt: null,
  };
}

/** The Auth emulator's e-mails, newest first (it lists them oldest first). */
export async function readAuthEmulatorMail(source: AuthEmulatorSource): Promise<OutboxMail[]> {
  const url = `http://${source.host}/emulator/v1/projects/${encodeURIComponent(source.projectId)}/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the Auth emulator answered ${String(response.status)} for ${url}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.map(toMail).reverse();
}
