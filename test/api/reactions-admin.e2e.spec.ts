import type { ReactionInfo } from '@boxstudio/contracts';
import { defineReaction } from '../../api/src/platform/reactions/define-reaction.js';
import { ReactionRunner } from '../../api/src/platform/reactions/reaction-runner.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** A reaction that causes nothing: what is watched here is only how far it has read. */
const watcher = defineReaction<{ type: 'BranchCreated'; data: { branchId: string } }>()({
  name: 'e2e-branch-watcher',
  handlers: { BranchCreated: () => null },
});

describe('reactions admin', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    const runner = t.app.get(ReactionRunner, { strict: false });
    // Registered as a module would at start-up, then the runner restarted to follow it.
    await runner.stop();
    runner.register(watcher);
    await runner.start();
  });
  afterAll(() => t.close());

  const reactions = async (): Promise<ReactionInfo[]> => (await t.http().get('/api/admin/reactions').set(bearer(token)).expect(200)).body.data as ReactionInfo[];

  it('lists each reaction with the position it has read to, following the log as events arrive', async () => {
    const branch = { name: 'Sucursal Vigilada', address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' };
    const id = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data.id as string;
    const events = (await t.http().get(`/api/audit/branch/${id}/events`).set(bearer(token)).expect(200)).body.data.events as { position: number }[];
    const created = events[0]?.position ?? Number.POSITIVE_INFINITY;
    let seen: ReactionInfo | undefined;
    for (let attempt = 0; attempt < 100 && !(seen && seen.position >= created); attempt += 1) {
      seen = (await reactions()).find((reaction) => reaction.name === 'e2e-branch-watcher');
      if (!seen || seen.position < created) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toMatchObject({ name: 'e2e-branch-watcher', failure: null });
    expect(seen?.position).toBeGreaterThanOrEqual(created);
  });
});
