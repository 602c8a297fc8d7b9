import { StreamableFile } from '@nestjs/common';
import { Answers } from './answers.decorator.js';
import { model, named, namedSchemas } from './named-schemas.js';
import { reply, type Reply } from '../reply.js';
import { flag, integer, list, nullable, object, oneOf, optional, text } from './wire-schema.js';

interface Ref {
  readonly id: string;
  readonly name: string;
}

interface Dto {
  readonly id: string;
  readonly count: number | null;
  readonly status: 'OPEN' | 'CLOSED';
  readonly tags: string[];
  readonly ref: Ref | null;
  readonly note?: string;
}

const REF = model<Ref>('SpecRef', { id: text(), name: text() });

const fields = {
  id: text(),
  count: nullable(integer()),
  status: oneOf(['OPEN', 'CLOSED']),
  tags: list(text()),
  ref: nullable(REF),
  note: optional(text()),
};

describe('wire schemas', () => {
  it('describe an object: its properties, the required ones, nulls and references', () => {
    expect(object<Dto>(fields)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        count: { type: 'integer', nullable: true },
        status: { type: 'string', enum: ['OPEN', 'CLOSED'] },
        tags: { type: 'array', items: { type: 'string' } },
        ref: { nullable: true, allOf: [{ $ref: '#/components/schemas/SpecRef' }] },
        note: { type: 'string' },
      },
      required: ['id', 'count', 'status', 'tags', 'ref'],
    });
    expect(namedSchemas().get('SpecRef')).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      required: ['id', 'name'],
    });
  });

  it('type an enum by its values', () => {
    expect(oneOf([0, 1, 6])).toEqual({ type: 'integer', enum: [0, 1, 6] });
    expect(oneOf([true])).toEqual({ type: 'boolean', enum: [true] });
  });

  it('refuse two different schemas under one name, and accept the same one again', () => {
    expect(() => named('SpecRef', object<Ref>({ id: text(), name: text() }))).not.toThrow();
    expect(() => named('SpecRef', object<{ readonly id: string }>({ id: text() }))).toThrow('SpecRef');
  });

  it('do not compile when they drift from the contract type (each line below must stay an error)', () => {
    const drifted = [
      // @ts-expect-error a property left out
      object<Dto>({
        id: text(),
        count: nullable(integer()),
        status: oneOf(['OPEN', 'CLOSED']),
        ref: nullable(REF),
        note: optional(text()),
      }),
      // @ts-expect-error a property the type does not have
      object<Dto>({ ...fields, extra: text() }),
      // @ts-expect-error a wrong type
      object<Dto>({ ...fields, id: integer() }),
      // @ts-expect-error null not described
      object<Dto>({ ...fields, count: integer() }),
      // @ts-expect-error an enum value missing
      object<Dto>({ ...fields, status: oneOf(['OPEN']) }),
      // @ts-expect-error an enum value too many
      object<Dto>({ ...fields, status: oneOf(['OPEN', 'CLOSED', 'LOST']) }),
      // @ts-expect-error an optional property described as required
      object<Dto>({ ...fields, note: text() }),
      // @ts-expect-error a required property described as optional
      object<Dto>({ ...fields, id: optional(text()) }),
      // @ts-expect-error a hand-written schema, which nothing checks
      object<Dto>({ ...fields, id: { type: 'string' } }),
    ];
    expect(drifted).toHaveLength(9);
  });

  it('tie a route’s schema to what its handler returns', () => {
    class Routes {
      @Answers(object<Dto>(fields), { summary: 'Get one' })
      async get(): Promise<Reply<Dto>> {
        return reply({ id: '1', count: null, status: 'OPEN', tags: [], ref: null });
      }

      // @ts-expect-error the handler answers a Ref, not a Dto
      @Answers(object<Dto>(fields), { summary: 'Get another' })
      other(): Ref {
        return { id: '1', name: 'x' };
      }

      @Answers(flag(), { summary: 'Answer a flag' })
      check(): boolean {
        return true;
      }

      @Answers(flag(), { summary: 'Answer a flag or its CSV', csv: true })
      checkOrCsv(): boolean | StreamableFile {
        return new StreamableFile(Buffer.from('true'));
      }

      // @ts-expect-error a CSV file, which the route does not declare (csv: true)
      @Answers(flag(), { summary: 'Answer a flag, or a CSV it does not declare' })
      checkOrUndeclaredCsv(): boolean | StreamableFile {
        return true;
      }
    }
    expect(new Routes().check()).toBe(true);
    expect(new Routes().checkOrCsv()).toBeInstanceOf(StreamableFile);
  });
});
