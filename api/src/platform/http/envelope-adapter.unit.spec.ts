import type { Express, Request, Response } from 'express';
import request from 'supertest';
import { EnvelopeExpressAdapter, envelopeOf } from './envelope-adapter.js';
import { reply } from './reply.js';

describe('envelopeOf', () => {
  it('answers a plain result as data', () => {
    expect(envelopeOf({ id: 'b1' }, 'es')).toEqual({ success: true, data: { id: 'b1' } });
    expect(envelopeOf(null, 'en')).toEqual({ success: true, data: null });
  });

  it("translates a reply's message into the request's language", () => {
    expect(envelopeOf(reply({ id: 'b1' }, 'BRANCH.CREATED'), 'es')).toEqual({
      success: true,
      data: { id: 'b1' },
      message: 'Sucursal creada exitosamente',
    });
    expect(envelopeOf(reply({ id: 'b1' }, 'BRANCH.CREATED'), 'en')).toEqual({
      success: true,
      data: { id: 'b1' },
      message: 'Branch created successfully',
    });
  });

  it('leaves the message out of a reply without one', () => {
    expect(envelopeOf(reply([1, 2]), 'es')).toStrictEqual({ success: true, data: [1, 2] });
  });
});

describe('the adapter registering routes', () => {
  it('groups a route under its resource and still reads an Express setting asked by name', async () => {
    const adapter = new EnvelopeExpressAdapter();
    const app = adapter.getInstance<Express>();
    adapter.get('/api/things/:id', (req: Request, res: Response) => res.json({ id: req.params.id }));
    expect(adapter.get('query parser')).toBe('simple');
    expect((await request(app).get('/api/things/7')).body).toEqual({ id: '7' });
    // The application's own table holds the resource's mount, not the route.
    const layers = (app as unknown as { router: { stack: { route?: unknown }[] } }).router.stack;
    expect(layers.some((layer) => layer.route !== undefined)).toBe(false);
  });
});
