// Projection-style writes on the embedded read store with the indexes the projections declare:
// what keeping the indexes costs a rebuild. read-store-writes.mjs measures the same write path
// without indexes. 100,000 documents; each figure is ops/s over the whole section, plus the time
// of the first page sorted by the set's first index after the inserts (a full scan without one).
//   node bench/read-store-index-writes.mjs
//   BENCH_API_DIST=<other build> node bench/read-store-index-writes.mjs   # compare builds
import { assertBuilt, importDist, int, machineNote } from './lib/common.mjs';

assertBuilt();
const DOCS = Number(process.env.BENCH_INDEX_DOCS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_INDEX_ROUNDS ?? 3);
const { SqliteReadStore } = await importDist('platform/read-store/sqlite-read-store.js');

const ROLES = ['CLIENT', 'CLIENT', 'CLIENT', 'CLIENT', 'INSTRUCTOR', 'MANAGER'];
const INDEX_SETS = [
  ['no index', []],
  [
    'users indexes (emailLower, role, branchId, createdAt -1)',
    [{ emailLower: 1 }, { role: 1 }, { branchId: 1 }, { createdAt: -1 }],
  ],
  ['branches indexes (isActive, nameSort)', [{ isActive: 1 }, { nameSort: 1 }]],
];

/** A document with every indexed field of both sets; names in scrambled order so the name index has work. */
function doc(index) {
  const scrambled = (index * 7919) % 1_000_003;
  return {
    _id: `d${index}`,
    _pos: index + 1,
    name: `Persona ${scrambled}`,
    nameSort: `persona ${scrambled}`,
    emailLower: `persona${scrambled}@example.com`,
    role: ROLES[index % ROLES.length],
    branchId: `b${index % 40}`,
    isActive: index % 7 !== 3,
    isDeleted: false,
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
  };
}

function rate(label, ops, started) {
  const ms = performance.now() - started;
  return `${label} ${int((ops / ms) * 1000).padStart(9)}/s`;
}

async function section(indexes) {
  const store = SqliteReadStore.open(':memory:');
  const collection = store.collection('docs');
  for (const fields of indexes) await collection.createIndex(fields);
  const docs = Array.from({ length: DOCS }, (_, i) => doc(i));
  let position = DOCS;
  const figures = [];
  let started = performance.now();
  // The projection insert path: a guarded upsert per document.
  for (const { _id, _pos, ...fields } of docs)
    await collection.updateOne({ _id, _pos: { $lt: _pos } }, { $set: { ...fields, _pos } }, { upsert: true });
  figures.push(rate('upsert inserts', DOCS, started));
  // The first sorted page after a bulk of writes: the index orders what was written since its last read.
  started = performance.now();
  await collection.findPage({}, { sort: indexes[0] ?? { createdAt: -1 }, skip: 0, limit: 10 });
  figures.push(`first sorted page ${(performance.now() - started).toFixed(1).padStart(5)} ms`);
  started = performance.now();
  // Edits that move every document in the name index and half of them in the role index.
  for (let i = 0; i < DOCS; i++) {
    const j = (i * 104_729) % DOCS;
    position++;
    await collection.updateOne(
      { _id: `d${j}`, _pos: { $lt: position } },
      { $set: { nameSort: `persona ${(j * 31) % 999_983}`, role: ROLES[(j + i) % ROLES.length], _pos: position } },
    );
  }
  figures.push(rate('key-moving updates', DOCS, started));
  started = performance.now();
  // Edits of fields no index holds (the common case: a phone, an address).
  for (let i = 0; i < DOCS; i++) {
    position++;
    await collection.updateOne(
      { _id: `d${(i * 7) % DOCS}`, _pos: { $lt: position } },
      { $set: { phone: `55 ${i}`, _pos: position } },
    );
  }
  figures.push(rate('other-field updates', DOCS, started));
  started = performance.now();
  for (let i = 0; i < DOCS; i += 2) await collection.deleteOne({ _id: `d${i}` });
  figures.push(rate('deletes', DOCS / 2, started));
  await store.close();
  return figures;
}

console.log(await machineNote());
console.log(`${int(DOCS)} documents, ${ROUNDS} rounds per index set (the set's rounds alternate with the others')`);
const results = new Map(INDEX_SETS.map(([label]) => [label, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [label, indexes] of INDEX_SETS) results.get(label).push(await section(indexes));
}
for (const [label, rounds] of results) {
  console.log(label);
  for (const figures of rounds) console.log(`  ${figures.join('  ')}`);
}
