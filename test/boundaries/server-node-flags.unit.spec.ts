import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SERVER_NODE_FLAGS } from '../support/child-server.js';

/**
 * The server's node runs with package.json's `config.serverNodeFlags` wherever it is started for
 * real: `npm start`, `npm run start:built` and the image. Benches and the tests' child servers read
 * the same setting, so they measure and test the server as it runs (docs/decisions.md).
 */
describe('the flags the server runs with', () => {
  const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };

  it('bound the young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16');
  });

  it('let the old generation grow a fifth past what a full collection left alive', () => {
    expect(SERVER_NODE_FLAGS).toContain('--heap-growing-percent=20');
  });

  it.each(['start', 'start:built'])('are given by npm run %s', (script) => {
    expect(packageJson.scripts[script]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} api/dist/main.js`);
  });

  it('are given by the image', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const command = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'api/dist/main.js']).replaceAll(',', ', ');
    expect(dockerfile).toContain(`CMD ${command}`);
  });
});
