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
}
