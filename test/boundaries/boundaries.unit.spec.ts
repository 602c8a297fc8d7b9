// Proves the boundary rules in .dependency-cruiser.cjs fire: dependency-cruiser cruises a miniature of the
// repository's layout (./fixture) with one deliberate violation per rule, and each rule must report
// exactly the expected pairs, no allowed import, and a failing exit code.
// dependency-cruiser is ESM-only, which jest's CommonJS runtime cannot load, so its CLI runs as a child.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..');
const FIXTURE = 'test/boundaries/fixture';
const DEPCRUISE = resolve(REPO_ROOT, 'node_modules', '.bin', 'depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

// The rules as configured, to check they name paths that exist in the real tree.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config without types, read by its path
const { forbidden: rules } = require(resolve(REPO_ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; to: { path: string[] } }[];
};

const depcruise = (...args: string[]) => {
  const run = spawnSync(process.execPath, [DEPCRUISE, FIXTURE, '--config', '.dependency-cruiser.cjs', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  return run;
};

// "from → to", both relative to the fixture root, so the expectations read like the real tree.
const pair = (v: Violation): string => `${v.from.replace(`${FIXTURE}/`, '')} → ${v.to.replace(`${FIXTURE}/`, '')}`;

describe('architecture boundaries (.dependency-cruiser.cjs)', () => {
  let violations: Violation[];
  const reported = (rule: string): string[] =>
    violations
      .filter((v) => v.rule.name === rule)
      .map(pair)
      .sort();

  beforeAll(() => {
    const run = depcruise('--output-type', 'json');
    expect(run.stderr).not.toMatch(/error/i);
    violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  }, 60_000);

  it('no-module-internals: another module only through its index.ts', () => {
    expect(reported('no-module-internals')).toEqual([
      'api/src/modules/beta/uses-alpha-internals.ts → api/src/modules/alpha/internal/secret.ts',
    ]);
  });

  it('tests-through-public-entries: tests reach the api through its public entries, not module internals', () => {
    expect(reported('tests-through-public-entries')).toEqual([
      'test/api/alpha.e2e.spec.ts → api/src/modules/alpha/internal/secret.ts',
    ]);
  });

  it('platform-imports-no-module: the platform imports no module, not even its index.ts', () => {
    expect(reported('platform-imports-no-module')).toEqual([
      'api/src/platform/uses-module.ts → api/src/modules/alpha/index.ts',
    ]);
  });

  it('domain-is-pure: no Nest, no I/O built-in, no database, no clock in domain folders; specs are exempt', () => {
    expect(reported('domain-is-pure')).toEqual([
      'api/src/modules/alpha/domain/decider.ts → api/src/platform/time/clock.ts',
      'api/src/modules/alpha/domain/decider.ts → fs',
      'api/src/modules/alpha/domain/decider.ts → node_modules/@nestjs/common/index.js',
      'api/src/modules/alpha/domain/reads-store.ts → api/src/platform/read-store/read-store.port.ts',
      expect.stringMatching(/^api\/src\/modules\/alpha\/domain\/reads-store\.ts → node_modules\/better-sqlite3\//),
      'api/src/platform/domain/domain-error.ts → node_modules/@nestjs/common/index.js',
    ]);
  });

  it('domain-is-pure forbids the real clock: the platform Clock lives where the rule and the fixture say', () => {
    const clockFile = 'api/src/platform/time/clock.ts';
    expect(readFileSync(resolve(REPO_ROOT, clockFile), 'utf8')).toMatch(/export abstract class Clock\b/);
    expect(existsSync(resolve(REPO_ROOT, FIXTURE, clockFile))).toBe(true);
    const domainIsPure = rules.find((rule) => rule.name === 'domain-is-pure');
    expect(domainIsPure?.to.path.some((pattern) => new RegExp(pattern).test(clockFile))).toBe(true);
  });

  it('web-features-through-index: another feature only through its index', () => {
    expect(reported('web-features-through-index')).toEqual([
      'web/src/features/two/page.ts → web/src/features/one/internal.ts',
    ]);
  });

  it('web-shared-code-through-feature-index: lib, app and components use a feature only through its index', () => {
    expect(reported('web-shared-code-through-feature-index')).toEqual([
      'web/src/app/store.ts → web/src/features/one/internal.ts',
      'web/src/lib/uses-feature.ts → web/src/features/one/internal.ts',
    ]);
  });

  it('contracts-stand-alone: contracts/src imports nothing outside itself', () => {
    const pairs = reported('contracts-stand-alone');
    expect(pairs).toEqual([
      'contracts/src/x.ts → api/src/platform/time/clock.ts',
      // rxjs resolves to whichever entry its exports map offers first; the package is what matters
      expect.stringMatching(/^contracts\/src\/x\.ts → node_modules\/rxjs\//),
    ]);
  });

  it('no-circular: every cycle is an error, also one through type-only imports', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-circular');
    expect(cycles.map((cycle) => cycle.rule.severity)).toEqual(['error', 'error']);
    const members = cycles.map((cycle) =>
      [cycle.from, ...(cycle.cycle ?? []).map((m) => m.name)].map((m) => m.replace(`${FIXTURE}/`, '')),
    );
    expect(members.map((cycle) => [...new Set(cycle)].sort()).sort()).toEqual([
      ['api/src/modules/beta/order-line.ts', 'api/src/modules/beta/order.ts'],
      ['api/src/modules/beta/ping.ts', 'api/src/modules/beta/pong.ts'],
    ]);
  });

  it('reports no allowed import and nothing beyond the deliberate violations', () => {
    const all = violations.map(pair);
    for (const allowed of [
      'api/src/modules/beta/uses-alpha-index.ts → api/src/modules/alpha/index.ts',
      'api/src/modules/alpha/index.ts → api/src/modules/alpha/internal/secret.ts',
      'web/src/features/two/page.ts → web/src/features/one/index.ts',
      'web/src/features/one/index.ts → web/src/features/one/internal.ts',
      'web/src/lib/uses-feature.ts → web/src/features/one/index.ts',
      'contracts/src/x.ts → contracts/src/y.ts',
      'test/api/alpha.e2e.spec.ts → api/src/modules/alpha/index.ts',
      'test/api/alpha.e2e.spec.ts → api/src/app.ts',
      'test/api/alpha.e2e.spec.ts → api/src/platform/time/clock.ts',
      'test/api/alpha.e2e.spec.ts → api/src/testing/given.ts',
      'api/src/app.ts → api/src/modules/alpha/index.ts',
    ]) {
      expect(all).not.toContain(allowed);
    }
    expect(all.filter((p) => p.startsWith('api/src/modules/alpha/domain/decider.spec.ts'))).toEqual([]);
    expect(all.filter((p) => p.endsWith('→ crypto'))).toEqual([]);
    const errors = violations.filter((v) => v.rule.severity === 'error');
    expect(errors).toHaveLength(violations.length);
    expect(errors).toHaveLength(16);
  });

  it('npm run lint:boundaries cruises the api, the web app, the contracts and the tests, not this fixture', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['lint:boundaries']).toMatch(/^npm run lint:deps && /);
    expect(scripts['lint:deps']).toBe("depcruise api/src web/src contracts/src test -x '^test/boundaries/fixture/'");
  });

  it('fails the command (non-zero exit) and names rule, file and import', () => {
    const run = depcruise();
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(
      `error no-module-internals: ${FIXTURE}/api/src/modules/beta/uses-alpha-internals.ts → ` +
        `${FIXTURE}/api/src/modules/alpha/internal/secret.ts`,
    );
    expect(run.stdout).toMatch(/16 dependency violations \(16 errors, 0 warnings\)/);
  }, 60_000);
});
