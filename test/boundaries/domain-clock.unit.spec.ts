// Proves scripts/check-domain-clock.mjs fires: run over the boundary fixture, it must report every
// clock read in a domain folder (modules' and the platform's), and nothing in comments, strings,
// specs, dates built from a value, or files outside a domain folder.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..');
const FIXTURE = 'test/boundaries/fixture';

const checkClock = (...roots: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/check-domain-clock.mjs', ...roots], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return run;
};

// "file:line what", the file relative to the fixture root.
const reported = (stdout: string): string[] =>
  [...stdout.matchAll(/^error domain-reads-no-clock: (\S+):(\d+):\d+ (.+)$/gm)]
    .map(([, file, line, what]) => `${file?.replace(`${FIXTURE}/`, '')}:${line} ${what}`)
    .sort();

describe('domain-reads-no-clock (scripts/check-domain-clock.mjs)', () => {
  it('reports each clock read in a domain folder, and only those, and fails', () => {
    const run = checkClock(FIXTURE);
    expect(run.stderr).toBe('');
    expect(reported(run.stdout)).toEqual([
      'api/src/modules/alpha/domain/reads-clock.ts:4 new Date()',
      'api/src/modules/alpha/domain/reads-clock.ts:5 new Date()',
      'api/src/modules/alpha/domain/reads-clock.ts:6 Date.now',
      'api/src/modules/alpha/domain/reads-clock.ts:7 Date()',
      'api/src/platform/domain/reads-clock.ts:2 Date.now',
    ]);
    expect(run.stdout).toMatch(/5 clock reads in domain folders/);
    expect(run.status).not.toBe(0);
  });

  it('passes domain files that read no clock, specs and the clock itself', () => {
    // a domain file without a clock read, a spec beside the domain, and the clock itself outside it
    const run = checkClock(
      `${FIXTURE}/api/src/modules/alpha/domain/decider.ts`,
      `${FIXTURE}/api/src/modules/alpha/domain/reads-clock.spec.ts`,
      `${FIXTURE}/api/src/platform/time`,
    );
    expect(run.stdout).toMatch(/no clock reads in domain folders/);
    expect(run.status).toBe(0);
  });

  it('runs with the boundary check (npm run lint:boundaries) over the api', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['lint:boundaries']).toMatch(/&& npm run lint:clock$/);
    expect(scripts['lint:clock']).toBe('node scripts/check-domain-clock.mjs api/src');
  });
});
