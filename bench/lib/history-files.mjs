// The bench's 1,000,000-event history on disk: written once (lib/history-data.mjs) or reused from a
// folder, and copied into a fresh data folder for each server. Shared by history-1m.mjs and reports.mjs.
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { importDist, int, tempDir } from './common.mjs';
import { HISTORY_VERSION, REACTIONS, writeCredentials, writeHistory } from './history-data.mjs';

/** The files of a history the server needs; the rest of its data folder it makes itself. */
export const HISTORY_FILES = ['events.sqlite3', 'credentials.sqlite3', 'reaction-checkpoints.json'];
const HISTORY_INFO = 'history.json';
const MAX_SECONDS_GENERATING = 1800;

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Every file under a folder with its size, largest first. */
export function filesOf(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      // A file the server removes meanwhile is left out.
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat) files.push({ name: relative(dir, path), bytes: stat.size });
    }
  };
  walk(dir);
  return files.sort((a, b) => b.bytes - a.bytes);
}

export function printFiles(dir, indent = '    ') {
  const files = filesOf(dir);
  for (const file of files) console.log(`${indent}${file.name.padEnd(36)} ${mb(file.bytes).padStart(11)}`);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${indent}${'total'.padEnd(36)} ${mb(total).padStart(11)}`);
  return { files, total };
}

function readInfo(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, HISTORY_INFO), 'utf8'));
  } catch {
    return null;
  }
}

/** The history for this run: reused when BENCH_HISTORY_DIR holds one of this size and version, else written. */
export async function prepareHistory({ target: TARGET_EVENTS, historyDir: HISTORY_DIR }) {
  const { createEventLog } = await importDist('platform/event-log/create-event-log.js');
  const dir = HISTORY_DIR ?? tempDir('history');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const info = readInfo(dir);
  if (
    info &&
    info.version === HISTORY_VERSION &&
    info.target === TARGET_EVENTS &&
    existsSync(join(dir, HISTORY_FILES[0]))
  )
    return { dir, info, reused: true };
  if (info) {
    console.log(
      `  ${dir} holds another history (version ${info.version}, ${int(info.target)} events): writing it again`,
    );
    for (const name of [...HISTORY_FILES, HISTORY_INFO])
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, name + suffix), { force: true });
  } else if (existsSync(join(dir, HISTORY_FILES[0]))) {
    throw new Error(`${dir} holds an event log this bench did not write: empty it first`);
  }
  const log = await createEventLog({ dataDir: dir });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let summary;
  try {
    summary = await writeHistory({
      log,
      target: TARGET_EVENTS,
      onProgress: (written, now) => {
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `    written ${int(written).padStart(9)} events  up to ${new Date(now).toISOString().slice(0, 10)}  ` +
            `${seconds.toFixed(1).padStart(6)} s  ${int(written / seconds)} events/s`,
        );
        if (seconds > MAX_SECONDS_GENERATING)
          throw new Error(`Writing the history took over ${MAX_SECONDS_GENERATING} s`);
      },
    });
  } finally {
    await log.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const verify = await createEventLog({ dataDir: dir });
  const head = await verify.headPosition();
  await verify.close();
  if (head !== summary.events) throw new Error(`The log holds ${head} events, ${summary.events} were written`);
  // What the server would have: the staff's passwords, and the reactions' checkpoints past their causes.
  await writeCredentials(dir, summary.logins);
  const checkpoints = Object.fromEntries(
    REACTIONS.map((name) => [`reaction:${name}`, { position: head, checkpoint: String(head) }]),
  );
  writeFileSync(join(dir, 'reaction-checkpoints.json'), JSON.stringify(checkpoints), { mode: 0o600 });
  const written = {
    version: HISTORY_VERSION,
    target: TARGET_EVENTS,
    events: summary.events,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    writtenAt: new Date().toISOString(),
    firstDay: summary.firstDay,
    endDay: summary.endDay,
    counts: summary.counts,
    refusals: summary.refusals,
    stats: summary.stats,
    logins: summary.logins.map(({ email, role }) => ({ email, role })),
  };
  writeFileSync(join(dir, HISTORY_INFO), JSON.stringify(written, null, 2));
  return { dir, info: written, reused: false };
}

export function printHistory({ dir, info, reused }) {
  if (reused) console.log(`  reused the history in ${dir} (BENCH_HISTORY_DIR), written ${info.writtenAt}`);
  console.log(
    `  ${int(info.events)} events (asked ${int(info.target)}) in ${info.seconds.toFixed(1)} s` +
      `${reused ? ' when written' : ''}: ${int(info.events / info.seconds)} events/s ` +
      `(${int(info.events / info.cpuSeconds)} per CPU-second), in ${int(info.stats.streams)} streams`,
  );
  const s = info.stats;
  console.log(
    `  from ${info.firstDay} to ${s.lastEventAt} (the last event): ${int(s.clients)} clients, ${s.staff} staff, ` +
      `${s.classes} classes, ${int(s.occurrences)} class occurrences, ${int(s.bookings)} bookings, ` +
      `${int(s.memberships)} memberships sold, ${int(s.payments)} payments`,
  );
  if (info.refusals.length > 0)
    console.log(`  ⚠ commands the deciders refused: ${info.refusals.map(([code, n]) => `${code} ×${n}`).join(', ')}`);
  console.log('  event types:');
  const width = Math.max(...info.counts.map(([type]) => type.length));
  const rows = info.counts.map(
    ([type, count]) =>
      `${type.padEnd(width)} ${int(count).padStart(8)} ${((100 * count) / info.events).toFixed(1).padStart(5)}%`,
  );
  const half = Math.ceil(rows.length / 2);
  for (let i = 0; i < half; i++) console.log(`    ${rows[i]}    ${rows[i + half] ?? ''}`);
  console.log(`  history folder ${dir}:`);
  printFiles(dir);
}

/** A fresh data folder holding a copy of the history (the history itself is never touched by a server). */
export function copyHistory(historyDir) {
  const dataDir = tempDir('history-data');
  const started = performance.now();
  for (const name of HISTORY_FILES) {
    const from = join(historyDir, name);
    if (!existsSync(from)) continue;
    try {
      copyFileSync(from, join(dataDir, name), constants.COPYFILE_FICLONE);
    } catch {
      copyFileSync(from, join(dataDir, name));
    }
  }
  return { dataDir, seconds: (performance.now() - started) / 1000 };
}
