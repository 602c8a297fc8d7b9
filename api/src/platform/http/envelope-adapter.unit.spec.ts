import { envelopeOf } from './envelope-adapter.js';
import { reply } from './reply.js';

describe('envelopeOf', () => {
  it('answers a plain result as data', () => {
    expect(envelopeOf({ id: 'b1' }, 'es')).toEqual({ success: true, data: { id: 'b1' } });
    expect(envelopeOf(null, 'en')).toEqual({ success: true, data: null });
  });

  it("translates a reply's message into the request's language", () => {
    expect(envelopeOf(reply({ id: 'b1' }, 'BRANCH.CREATED'), 'es')).toEqual({ success: true, data: { id: 'b1' }, message: 'Sucursal creada exitosamente' });
    expect(envelopeOf(reply({ id: 'b1' }, 'BRANCH.CREATED'), 'en')).toEqual({ success: true, data: { id: 'b1' }, message: 'Branch created successfully' });
  });

  it('leaves the message out of a reply without one', () => {
    expect(envelopeOf(reply([1, 2]), 'es')).toStrictEqual({ success: true, data: [1, 2] });
  });
});
