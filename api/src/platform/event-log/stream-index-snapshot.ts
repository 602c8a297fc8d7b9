import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { pack, type StoredEntries, unpack } from './stream-entries.js';

/** What the stream index holds (sqlite-stream-index.ts): each stream's `[position, idHash, ...]`. */
export interface IndexSnapshot {
  /** The last position indexed: the snapshot is the index of the log's events up to it. */
  readonly through: number;
  /** The hash of the event id stored at `through`: a snapshot of another log is not taken for this one. */
  readonly throughIdHash: number;
  readonly byHash: ReadonlyMap<number, StoredEntries>;
  readonly collided: ReadonlyMap<string, StoredEntries>;
}

const MAGIC = 0x49535842; // "BXSI"
const VERSION = 2;
const HEADER_INTS = 8;
const MAX_POSITION = 0xffff_ffff;
let temporaries = 0;

/**
 * The file: eight 32-bit header numbers (magic, version, `through` in two halves, its id hash,
 * how many numbers the streams take, a checksum of them, the collided streams' JSON length), then
 * each stream as its hash, its count of numbers and the numbers, then the streams kept by id as
 * JSON. Positions are stored in 32 bits: a log past four billion events is not saved, only indexed.
 */
function encode(snapshot: IndexSnapshot): Buffer | null {
  if (snapshot.through <= 0 || snapshot.through > MAX_POSITION) return null;
  let count = 0;
  for (const stored of snapshot.byHash.values()) count += 2 + (typeof stored === 'number' ? 2 : stored.length);
  const collided = Buffer.from(JSON.stringify([...snapshot.collided]), 'utf8');
  const buffer = Buffer.alloc((HEADER_INTS + count) * 4 + collided.length);
  const ints = new Int32Array(buffer.buffer, buffer.byteOffset, HEADER_INTS + count);
  let at = HEADER_INTS;
  for (const [hash, stored] of snapshot.byHash) {
    const entries = unpack(stored);
    ints[at++] = hash;
    ints[at++] = entries.length;
    for (const value of entries) ints[at++] = value;
  }
  ints.set(
    [MAGIC, VERSION, snapshot.through % 2 ** 16, Math.floor(snapshot.through / 2 ** 16), snapshot.throughIdHash, count],
    0,
  );
  ints[6] = checksum(ints, HEADER_INTS);
  ints[7] = collided.length;
  collided.copy(buffer, (HEADER_INTS + count) * 4);
  return buffer;
}

/**
 * The snapshot in `file`, or null when there is none usable: missing, torn, of another version, or
 * of another log (`idHashAt(through)`, the hash of the event id the log holds at that position,
 * differs; undefined when the log is shorter).
 */
export function readIndexSnapshot(
  file: string,
  idHashAt: (position: number) => number | undefined,
): IndexSnapshot | null {
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch {
    return null;
  }
  if (buffer.length < HEADER_INTS * 4) return null;
  // A copy: the file's bytes need not be aligned for an Int32Array view.
  const aligned = new Uint8Array(buffer).buffer;
  const header = new Int32Array(aligned, 0, HEADER_INTS);
  const [magic, version, low = 0, high = 0, throughIdHash = 0, count = 0, sum, collidedBytes = 0] = header;
  if (magic !== MAGIC || version !== VERSION) return null;
  if (buffer.length !== (HEADER_INTS + count) * 4 + collidedBytes) return null;
  const ints = new Int32Array(aligned, 0, HEADER_INTS + count);
  if (checksum(ints, HEADER_INTS) !== sum) return null;
  const through = high * 2 ** 16 + low;
  if (idHashAt(through) !== throughIdHash) return null;
  const byHash = new Map<number, StoredEntries>();
  for (let at = HEADER_INTS; at < ints.length;) {
    const hash = ints[at++] as number;
    const length = ints[at++] as number;
    const entries = new Array<number>(length);
    for (let index = 0; index < length; index += 2) {
      entries[index] = (ints[at++] as number) >>> 0;
      entries[index + 1] = ints[at++] as number;
    }
    byHash.set(hash, pack(entries));
  }
  let collided: Map<string, StoredEntries>;
  try {
    collided = new Map(JSON.parse(buffer.toString('utf8', (HEADER_INTS + count) * 4)) as [string, StoredEntries][]);
  } catch {
    return null;
  }
  return { through, throughIdHash, byHash, collided };
}

/**
 * Writes the snapshot to a temporary file, syncs it and renames it over `file`: a crash leaves the
 * old snapshot or the new one, never a torn one. The bytes are taken at once; only the writing waits.
 */
export function writeIndexSnapshot(file: string, snapshot: IndexSnapshot, options: { sync: true }): void;
export function writeIndexSnapshot(
  file: string,
  snapshot: IndexSnapshot,
  options: { sync: false; stillWanted: () => boolean },
): Promise<void>;
export function writeIndexSnapshot(
  file: string,
  snapshot: IndexSnapshot,
  { sync, stillWanted = () => true }: { sync: boolean; stillWanted?: () => boolean },
): void | Promise<void> {
  const bytes = encode(snapshot);
  // Its own name: a save on close may run while a periodic one is still writing.
  const temporary = `${file}.${process.pid}.${(temporaries += 1)}.tmp`;
  if (sync) {
    if (!bytes) return;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    return;
  }
  if (!bytes) return Promise.resolve();
  return (async () => {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // A newer save (on close) may have been made meanwhile: it is not replaced by this older one.
    if (stillWanted()) await rename(temporary, file);
    else await unlink(temporary);
  })();
}

/** FNV-1a over the 32-bit numbers from `from` on: a torn or altered file does not pass. */
function checksum(ints: Int32Array, from: number): number {
  let hash = 0x811c9dc5;
  for (let index = from; index < ints.length; index++) {
    hash ^= ints[index] as number;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
