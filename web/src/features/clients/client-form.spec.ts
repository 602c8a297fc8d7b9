import { describeProblem, type FieldProblem } from '../../lib/form-rules';
import {
  EMPTY_CLIENT_FORM,
  passwordProblem,
  toCreateRequest,
  toUpdateRequest,
  validateClientForm,
  whatsappProblem,
  type ClientFormValues,
} from './client-form';

const inWords = (problem: FieldProblem | undefined, language: 'es' | 'en' = 'es') =>
  problem === undefined ? undefined : describeProblem(problem, 'Este campo es requerido', language);

const ANA: ClientFormValues = {
  name: 'Ana Sofía Martínez',
  email: 'ana.martinez@example.com',
  phone: '+52 55 1234 5678',
  password: '',
};

describe('client form (spec §5)', () => {
  it('asks for name, email and WhatsApp, each in the spec words', () => {
    const problems = validateClientForm(EMPTY_CLIENT_FORM);
    expect(Object.keys(problems).sort()).toEqual(['email', 'name', 'phone']);
    expect(inWords(problems.name)).toBe('Este campo es requerido');
    expect(inWords(problems.email)).toBe('Este campo es requerido');
    expect(inWords(problems.phone)).toBe('El número de WhatsApp es requerido');
    expect(inWords(problems.phone, 'en')).toBe('The WhatsApp number is required');
  });

  it('accepts a complete client without a password (the server generates one)', () => {
    expect(validateClientForm(ANA)).toEqual({});
  });

  it("refuses an email without text, at sign, text, dot, text: 'Email inválido'", () => {
    for (const email of ['ana', 'ana@example', '@example.com', 'ana @example.com'])
      expect(inWords(validateClientForm({ ...ANA, email }).email)).toBe('Email inválido');
  });

  it('takes a WhatsApp number with an optional +52, then 2, 4 and 4 digits, spaces optional', () => {
    for (const phone of ['+52 55 1234 5678', '+525512345678', '55 1234 5678', '5512345678', ' 55 12345678 '])
      expect(whatsappProblem(phone)).toBeUndefined();
    for (const phone of ['55 1234 567', '+1 55 1234 5678', '55-1234-5678', '+52 55 1234 56789', 'whatsapp'])
      expect(inWords(whatsappProblem(phone))).toBe('Formato de WhatsApp inválido. Use: +52 55 1234 5678');
  });

  it('takes no password, or one of 6+ characters with a lowercase, an uppercase letter and a digit', () => {
    expect(passwordProblem('')).toBeUndefined();
    expect(passwordProblem('Boxeo2024')).toBeUndefined();
    expect(inWords(passwordProblem('Ab1'))).toBe('La contraseña debe tener al menos 6 caracteres');
    for (const weak of ['boxeo2024', 'BOXEO2024', 'Boxeador'])
      expect(inWords(passwordProblem(weak))).toBe(
        'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
      );
    expect(inWords(passwordProblem('Ab1'), 'en')).toBe('The password must be at least 6 characters long');
  });

  it('sends name, email and phone trimmed, and the password only when one was typed', () => {
    const spaced = { ...ANA, name: ' Ana Sofía Martínez ', email: ' ana.martinez@example.com ' };
    expect(toCreateRequest(spaced)).toEqual({
      name: 'Ana Sofía Martínez',
      email: 'ana.martinez@example.com',
      phone: '+52 55 1234 5678',
    });
    expect(toCreateRequest({ ...ANA, password: 'Boxeo2024' })).toMatchObject({ password: 'Boxeo2024' });
    expect(toUpdateRequest({ ...ANA, password: 'ignored1A' })).toEqual({
      name: 'Ana Sofía Martínez',
      email: 'ana.martinez@example.com',
      phone: '+52 55 1234 5678',
    });
  });
});
