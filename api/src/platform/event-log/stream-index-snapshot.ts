import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { blockWords, StreamTable } from './stream-table.js';

/** What the stream index holds (sqlite-stream-index.ts): each stream's `[position, idHash, ...]`. */
export interface IndexSnapshot {
  /** The last position indexed: the snapshot is the index of the log's events up to it. */
  readonly through: number;
  /** The hash of the event id stored at `through`: a snapshot of another log is not taken for this one. */
  readonly throughIdHash: number;
  readonly table: StreamTable;
  /** Streams kept by id, each `[position, idHash, ...]`. */
  readonly collided: ReadonlyMap<string, number[]>;
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
  const count = snapshot.table.size * 2 + snapshot.table.pairNumbers();
  const collided = Buffer.from(JSON.stringify([...snapshot.collided]), 'utf8');
  const buffer = Buffer.alloc((HEADER_INTS + count) * 4 + collided.length);
  const ints = new Int32Array(buffer.buffer, buffer.byteOffset, HEADER_INTS + count);
  let at = HEADER_INTS;
  for (const [hash, pairs] of snapshot.table.streams()) {
    ints[at++] = hash;
    ints[at++] = pairs.length;
    ints.set(pairs, at);
    at += pairs.length;
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
  let collided: Map<string, number[]>;
  try {
    const json = JSON.parse(buffer.toString('utf8', (HEADER_INTS + count) * 4)) as [string, number | number[]][];
    collided = new Map(json.map(([streamId, stored]) => [streamId, unpack(stored)]));
  } catch {
    return null;
  }
  return { through, throughIdHash, table: tableOf(ints), collided };
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

/** The streams saved after the header, each its hash, its count of numbers and the numbers. */
function tableOf(ints: Int32Array): StreamTable {
  let streams = 0;
  let words = 0;
  for (let at = HEADER_INTS; at < ints.length; at += 2 + (ints[at + 1] as number)) {
    streams += 1;
    words += blockWords((ints[at + 1] as number) / 2);
  }
  const table = new StreamTable(streams, words);
  for (let at = HEADER_INTS; at < ints.length; at += 2 + (ints[at + 1] as number))
    table.restore(ints[at] as number, ints.subarray(at + 2, at + 2 + (ints[at + 1] as number)));
  return table;
}

/**
 * A stream kept by id as an earlier version saved it: a stream of one event was one number, its
 * position times 2^21 plus its event id's 21-bit hash.
 */
function unpack(stored: number | number[]): number[] {
  if (typeof stored !== 'number') return stored;
  const hash = stored % 2 ** 21;
  return [(stored - hash) / 2 ** 21, hash];
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
