import { Writable } from 'node:stream';
import { pino } from 'pino';
import { NestPinoLogger } from './app-logger.js';

/** A pino logger writing into an array, one parsed object per line. */
function capturingLogger(level: string): { lines: Record<string, unknown>[]; logger: NestPinoLogger } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: new NestPinoLogger(pino({ level }, sink)) };
}

describe('Nest logs written through pino', () => {
  it('keeps the context Nest passes last, and the level of each method', () => {
    const { lines, logger } = capturingLogger('trace');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.warn('projection lagging');
    logger.verbose('detail', 'Runner');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'NestApplication', msg: 'Nest application successfully started' }),
      expect.objectContaining({ level: 40, msg: 'projection lagging' }),
      expect.objectContaining({ level: 10, context: 'Runner', msg: 'detail' }),
    ]);
    expect(lines[1]).not.toHaveProperty('context');
  });

  it('writes an error with its stack, whether given as an Error or as Nest passes it', () => {
    const { lines, logger } = capturingLogger('info');
    logger.error('write failed', 'Error: write failed\n    at store', 'HttpErrors');
    logger.error(new Error('disk full'), 'ProjectionRunner');
    expect(lines[0]).toMatchObject({
      level: 50,
      context: 'HttpErrors',
      msg: 'write failed',
      stack: 'Error: write failed\n    at store',
    });
    expect(lines[1]).toMatchObject({
      level: 50,
      context: 'ProjectionRunner',
      msg: 'disk full',
      err: { message: 'disk full' },
    });
  });

  it('writes nothing below its level', () => {
    const { lines, logger } = capturingLogger('warn');
    logger.log('started');
    logger.debug('noise');
    logger.error('broken');
    expect(lines.map((line) => line.msg)).toEqual(['broken']);
  });
});
