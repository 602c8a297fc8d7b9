import type { Doc, ReadCollection, ReadStore } from './read-store.port.js';

/** Shared by the contract's parts (read-store*.contract.ts), which run against every adapter. */

export const MEMBERS: readonly Doc[] = [
  {
    _id: 'm1',
    name: 'Ana López',
    branch: 'north',
    age: 31,
    joinedAt: '2024-01-10T09:00:00.000Z',
    tags: ['boxing', 'cardio'],
    plan: { tier: 'gold', price: 900 },
    active: true,
  },
  {
    _id: 'm2',
    name: 'Bruno Díaz',
    branch: 'south',
    age: 24,
    joinedAt: '2024-03-02T18:30:00.000Z',
    tags: ['boxing'],
    plan: { tier: 'silver', price: 600 },
    active: true,
  },
  {
    _id: 'm3',
    name: 'carla ANA Ruiz',
    branch: 'north',
    age: 45,
    joinedAt: '2023-11-20T07:15:00.000Z',
    tags: [],
    plan: { tier: 'gold', price: 900 },
    active: false,
  },
  {
    _id: 'm4',
    name: 'Diego Mar',
    branch: 'south',
    age: 38,
    joinedAt: '2024-05-14T12:00:00.000Z',
    tags: ['cardio'],
    active: true,
    suspendedAt: '2024-06-01T00:00:00.000Z',
  },
  {
    _id: 'm5',
    name: 'Elena Ana',
    branch: 'center',
    age: 29,
    joinedAt: '2024-02-28T10:45:00.000Z',
    tags: ['boxing', 'kids'],
    plan: { tier: 'bronze', price: 400 },
    active: true,
  },
];

export function ids(docs: readonly { _id?: unknown }[]): unknown[] {
  return docs.map((doc) => doc._id);
}

/** Unsorted results compared by _id: MongoDB promises no order without a sort. */
export function sortedIds(docs: readonly { _id?: unknown }[]): string[] {
  return docs.map((doc) => String(doc._id)).sort();
}

/** What each part of the contract gets from the suite: the current test's store and fresh collections. */
export interface ContractContext {
  store(): ReadStore;
  /** A collection name no other test (or run on a shared server) uses. */
  uniqueName(label: string): string;
  collectionWith(label: string, docs: readonly Doc[]): Promise<ReadCollection>;
  /** A fresh collection holding MEMBERS. */
  members(): Promise<ReadCollection>;
}

/** A small deterministic generator (mulberry32), so a failure replays identically. */
export function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
