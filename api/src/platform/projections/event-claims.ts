/** How a write relates to what the same event already wrote to that document. */
export type Claim = 'first' | 'again' | 'unsure';

/**
 * The documents the current event has written, for a writer without position guards that must
 * still follow the guard's rule: a document that has seen an event ignores it again, so a second
 * write by the same event to the same document changes nothing.
 */
export class EventClaims {
  private position = -1;
  // Most events write one document: it is compared as is, a key is built only for the others.
  private firstName = '';
  private firstId = '';
  private firstSure = false;
  /** The other documents, and whether each was surely written. */
  private readonly others = new Map<string, boolean>();

  /**
   * Records that the event at `position` writes the document; `sure` when the write certainly
   * lands (an insert that inserted, an upsert), not for a $set, which lands only on an existing
   * document. Answers 'first'; 'again' when the guard would skip this write; or 'unsure' when
   * only $sets came before and this one may create the document: then the guard has to decide.
   */
  claim(position: number, name: string, id: string, sure: boolean): Claim {
    let before: boolean | undefined;
    // A write of an earlier event that completes late (not awaited by its handler) claims nothing now.
    if (position < this.position) return 'first';
    if (this.position !== position) {
      this.position = position;
      this.firstName = name;
      this.firstId = id;
      this.firstSure = sure;
      // Clearing allocates a new table even when empty: only when there is something to clear.
      if (this.others.size > 0) this.others.clear();
    } else if (this.firstName === name && this.firstId === id) {
      before = this.firstSure;
      this.firstSure ||= sure;
    } else {
      const key = `${name}\u0000${id}`;
      before = this.others.get(key);
      this.others.set(key, before === true || sure);
    }
    if (before === undefined) return 'first';
    return before || !sure ? 'again' : 'unsure';
  }

  /** The document is gone: a later write of this event may create it again. */
  release(name: string, id: string): void {
    if (this.firstName === name && this.firstId === id) this.firstName = '';
    this.others.delete(`${name}\u0000${id}`);
  }
}
