// Preloaded with `node --expose-gc --require` into a server, the rebuild CLI or a store script under
// test: for the whole life of the process it makes the collector run at any moment, the way a busy
// server does. Every few milliseconds an async continuation allocates short-lived garbage (so V8
// collects while resuming from an await, from a microtask) and now and then a full collection is
// forced. Node 24.19+ aborted in exactly those collections when they finalised handles of an addon
// built on node::ObjectWrap (better-sqlite3 12: "RemoveEnvironmentCleanupHook ... (env) != nullptr",
// nodejs/node#65446).
if (typeof global.gc !== 'function') throw new Error('gc-pressure.cjs needs node --expose-gc');
const INTERVAL_MS = Number(process.env.GC_PRESSURE_INTERVAL_MS || 5);
const FULL_EVERY = 20;
let rounds = 0;

async function round() {
  await null;
  let garbage = [];
  for (let index = 0; index < 20000; index += 1) garbage.push({ index, text: `garbage ${index}` });
  garbage = null;
  if (rounds % FULL_EVERY === 0) global.gc();
  rounds += 1;
}

setInterval(() => void round(), INTERVAL_MS).unref();
process.on('exit', () => process.stderr.write(`gc-pressure: ${rounds} rounds\n`));
