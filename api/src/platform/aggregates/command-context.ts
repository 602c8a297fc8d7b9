/** Who sends a command, when, and under which ids: becomes the metadata of every event it causes. */
export interface CommandContext {
  /** Unique per command; a client may fix it (Idempotency-Key) so a retry is recognised. */
  readonly commandId: string;
  readonly correlationId: string;
  /** The acting user, null for the system (first start, demo data) and anonymous register. */
  readonly userId: string | null;
  readonly now: Date;
  /** Revision the client last saw (If-Match); a different current revision is a conflict. */
  readonly expectedRevision?: number;
  /**
   * True when the command id was made for this command (no Idempotency-Key): no recorded event
   * can carry it yet, so nothing needs to be looked for to recognise a retry.
   */
  readonly freshCommandId?: boolean;
  /**
   * With a client-given command id: what the request was (method, address, body). Recorded with
   * its events, so the same id sent later with another request is refused rather than taken for a
   * retry, also after a restart or on another instance.
   */
  readonly requestFingerprint?: string;
}

/**
 * The context of one step of a command that touches several streams (claim an email, record the
 * user, keep the super-admin roster). Each step gets its own command id derived from the parent's,
 * so a retry of the whole command repeats no step and no step is taken for another. If-Match
 * belongs to the stream the client read, never to the other steps.
 */
export function childContext(context: CommandContext, step: string): CommandContext {
  return {
    commandId: `${context.commandId}/${step}`,
    correlationId: context.correlationId,
    userId: context.userId,
    now: context.now,
    ...(context.freshCommandId ? { freshCommandId: true } : {}),
    ...(context.requestFingerprint === undefined ? {} : { requestFingerprint: context.requestFingerprint }),
  };
}

/** A context for the system's own commands (first start, demo data), with a fixed command id. */
export function systemContext(commandId: string, correlationId: string, now: Date): CommandContext {
  return { commandId, correlationId, userId: null, now };
}
