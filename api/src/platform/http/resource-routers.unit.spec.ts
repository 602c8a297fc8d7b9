import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { ResourceRouters, resourceOf } from './resource-routers.js';

const answer = (label: string) => (req: Request, res: Response) =>
  res.json({ label, params: req.params, url: req.originalUrl });

/** An app whose routes go through the groups, with a not-found answer at the end as Nest adds one. */
function appWith(register: (routes: ResourceRouters, app: express.Express) => void): express.Express {
  const app = express();
  const routes = new ResourceRouters(app);
  register(routes, app);
  app.use((_req, res) => res.status(404).json({ label: 'not found' }));
  return app;
}

describe('routes grouped by resource', () => {
  it('names the resource by two literal segments, and none when a parameter comes first', () => {
    expect(resourceOf('/api/branches/:id/stats')).toBe('/api/branches');
    expect(resourceOf('/api/branches')).toBe('/api/branches');
    expect(resourceOf('/api/docs-json')).toBe('/api/docs-json');
    expect(resourceOf('/api/:resource')).toBeUndefined();
    expect(resourceOf('/health')).toBeUndefined();
    expect(resourceOf('/api/{*splat}')).toBeUndefined();
    expect(resourceOf(() => undefined)).toBeUndefined();
  });

  it('matches as the app would: order within a resource, parameters, case, trailing slash, method', async () => {
    const app = appWith((routes) => {
      routes.add('get', '/api/users/stats', [answer('stats')]);
      routes.add('get', '/api/branches/:id', [answer('branch')]);
      routes.add('get', '/api/users/:id', [answer('person')]);
      routes.add('get', '/api/users', [answer('people')]);
      routes.add('post', '/api/users', [answer('create')]);
    });
    const http = request(app);
    expect((await http.get('/api/users/stats')).body.label).toBe('stats');
    expect((await http.get('/api/users/42')).body).toEqual({
      label: 'person',
      params: { id: '42' },
      url: '/api/users/42',
    });
    expect((await http.get('/api/users')).body.label).toBe('people');
    expect((await http.get('/api/users/')).body.label).toBe('people');
    expect((await http.get('/API/Users/7')).body.label).toBe('person');
    expect((await http.post('/api/users')).body.label).toBe('create');
    expect((await http.head('/api/branches/9')).status).toBe(200);
    for (const miss of [
      http.put('/api/users/1'),
      http.get('/api/usersx'),
      http.get('/api/users/1/extra'),
      http.get('/api/branches'),
    ]) {
      const answered = await miss;
      expect(answered.status).toBe(404);
      expect(answered.body.label).toBe('not found');
    }
  });

  it('leaves OPTIONS to the not-found answer unless a route of the resource takes it', async () => {
    const app = appWith((routes) => {
      routes.add('get', '/api/users/:id', [answer('person')]);
      routes.add('all', '/api/admin/ping', [answer('any method')]);
    });
    const refused = await request(app).options('/api/users/1');
    expect(refused.status).toBe(404);
    expect(refused.body.label).toBe('not found');
    expect((await request(app).options('/api/admin/ping')).body.label).toBe('any method');
  });

  it('tries a route registered after an ungrouped one after it, as Express would', async () => {
    const app = appWith((routes) => {
      routes.add('get', '/api/:resource/first', [answer('pattern')]);
      routes.add('get', '/api/users/first', [answer('literal')]);
    });
    expect((await request(app).get('/api/users/first')).body.label).toBe('pattern');
    const earlier = appWith((routes) => {
      routes.add('get', '/api/users/first', [answer('literal')]);
      routes.add('get', '/api/:resource/first', [answer('pattern')]);
    });
    expect((await request(earlier).get('/api/users/first')).body.label).toBe('literal');
  });

  it('closes the groups at a middleware, so a later route of a resource runs after it', async () => {
    const app = appWith((routes, application) => {
      routes.add('get', '/api/users/early', [answer('early')]);
      routes.closeGroups();
      application.use((_req, res, next) => {
        res.setHeader('X-Seen', 'yes');
        next();
      });
      routes.add('get', '/api/users/late', [answer('late')]);
    });
    expect((await request(app).get('/api/users/early')).headers['x-seen']).toBeUndefined();
    expect((await request(app).get('/api/users/late')).headers['x-seen']).toBe('yes');
  });
});
