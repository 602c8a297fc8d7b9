import { telLink, whatsAppLink } from './whatsapp';

describe("a branch's WhatsApp and phone links", () => {
  it('writes to the number with its country code, the message typed in', () => {
    expect(whatsAppLink('+52 55 5280 1234', 'Hola, BoxStudio Polanco')).toBe(
      'https://wa.me/525552801234?text=Hola%2C%20BoxStudio%20Polanco',
    );
  });

  it('takes a Mexican number written without +52 as one', () => {
    expect(whatsAppLink('33 3641 5678', '¿Horario?')).toBe('https://wa.me/523336415678?text=%C2%BFHorario%3F');
  });

  it('offers no chat for a branch without a usable phone', () => {
    expect(whatsAppLink(null, 'Hola')).toBeNull();
    expect(whatsAppLink('1234', 'Hola')).toBeNull();
  });

  it('calls the digits, keeping the international +', () => {
    expect(telLink('+52 55 5280 1234')).toBe('tel:+525552801234');
    expect(telLink('55 5280 1234')).toBe('tel:5552801234');
  });
});
