import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence } from './edge-middleware.js';

const request = {} as Request;
const response = {} as Response;

/** Runs a sequence and answers what it handed to Express's next. */
function run(handler: RequestHandler): Promise<unknown[]> {
  return new Promise((done) => {
    const next: NextFunction = (...args: unknown[]) => done(args);
    void handler(request, response, next);
  });
}

describe('middleware run as one layer', () => {
  it('runs each step in order, waiting for one that finishes later, then hands on', async () => {
    const seen: string[] = [];
    const sequence = inSequence(
      (_req, _res, next) => {
        seen.push('first');
        next();
      },
      (_req, _res, next) => {
        seen.push('reading');
        setTimeout(() => next(), 5);
      },
      (_req, _res, next) => {
        seen.push('last');
        next();
      },
    );
    expect(await run(sequence)).toEqual([]);
    expect(seen).toEqual(['first', 'reading', 'last']);
  });

  it('stops at an error, or at a step that throws, and hands it to Express', async () => {
    const failure = new Error('body too large');
    const never = jest.fn();
    expect(await run(inSequence((_req, _res, next) => next(failure), never))).toEqual([failure]);
    expect(
      await run(
        inSequence(() => {
          throw failure;
        }, never),
      ),
    ).toEqual([failure]);
    expect(never).not.toHaveBeenCalled();
  });

  it('leaves the answer to a step that sends it and calls no next', async () => {
    const after = jest.fn();
    const handed = jest.fn();
    inSequence((_req, _res) => undefined, after)(request, response, handed);
    await new Promise((done) => setTimeout(done, 5));
    expect(after).not.toHaveBeenCalled();
    expect(handed).not.toHaveBeenCalled();
  });
});
