import { randomBytes } from 'node:crypto';
import type { StreamSession, StreamSink } from '../firestore/api.ts';
import { ChannelSession, type SessionSettings } from './session.ts';

export type ChannelKind = 'Listen' | 'Write';

/**
 * Live sessions by SID, for both channels. A session is found only through the channel it was opened
 * on, and sessions nobody has touched for `idleMs` are closed (docs/emulator.md#webchannel-responses).
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, { kind: ChannelKind; session: ChannelSession }>();
  private readonly gcTimer: NodeJS.Timeout;

  constructor(
    private readonly settings: SessionSettings,
    private readonly idleMs: number,
  ) {
    this.gcTimer = setInterval(
      () => {
        this.collectIdle();
      },
      Math.max(1_000, Math.floor(idleMs / 4)),
    );
    this.gcTimer.unref();
  }

  open(
    kind: ChannelKind,
    openStream: (sink: StreamSink) => StreamSession,
    database: string | null,
  ): ChannelSession {
    const sid = randomBytes(12).toString('base64url');
    const session = new ChannelSession(sid, this.settings, openStream, database);
    this.sessions.set(sid, { kind, session });
    return session;
  }

  find(kind: ChannelKind, sid: string): ChannelSession | undefined {
    const entry = this.sessions.get(sid);
    return entry?.kind === kind ? entry.session : undefined;
  }

  close(sid: string): void {
    this.sessions.get(sid)?.session.close();
    this.sessions.delete(sid);
  }

  get size(): number {
    return this.sessions.size;
  }

  collectIdle(now = Date.now()): void {
    for (const [sid, { session }] of this.sessions) {
      if (session.isIdle(now, this.idleMs)) this.close(sid);
    }
  }

  /** Closes every session (emulator stop), ending their open backchannels so the server can close. */
  closeAll(): void {
    clearInterval(this.gcTimer);
    for (const sid of [...this.sessions.keys()]) this.close(sid);
  }
}
