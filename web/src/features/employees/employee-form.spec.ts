import type { UserDto } from '@boxstudio/contracts';
import { describeProblem, type FieldProblem } from '../../lib/form-rules';
import {
  birthdayProblem,
  EMPTY_EMPLOYEE_FORM,
  employeePasswordProblem,
  formFromEmployee,
  optionalPhoneProblem,
  toCreateEmployee,
  toUpdateEmployee,
  validateEmployeeForm,
  type EmployeeFormValues,
} from './employee-form';

const inWords = (problem: FieldProblem | undefined, language: 'es' | 'en' = 'es') =>
  problem === undefined ? undefined : describeProblem(problem, 'Este campo es requerido', language);

const CARLOS: EmployeeFormValues = {
  ...EMPTY_EMPLOYEE_FORM,
  name: 'Carlos Ramírez',
  email: 'carlos@boxstudio.mx',
  password: 'Boxeo2024',
  role: 'SUPERVISOR',
};

const RECORD: UserDto = {
  id: 'u1',
  name: 'Carlos Ramírez',
  email: 'carlos@boxstudio.mx',
  phone: '+52 55 1234-5678',
  role: 'SUPERVISOR',
  isActive: true,
  branchId: null,
  dateOfBirth: '1990-05-17T00:00:00.000Z',
  address: 'Av. Masaryk 111',
  emergencyContact: 'Lucía Ramírez',
  emergencyPhone: null,
  createdAt: '2026-01-10T16:00:00.000Z',
  updatedAt: '2026-01-10T16:00:00.000Z',
  mustChangePassword: false,
};

describe('employee form (spec §5)', () => {
  it('asks for name, email and password when creating; the role starts as Instructor', () => {
    const problems = validateEmployeeForm(EMPTY_EMPLOYEE_FORM, true);
    expect(Object.keys(problems).sort()).toEqual(['email', 'name', 'password']);
    expect(EMPTY_EMPLOYEE_FORM.role).toBe('INSTRUCTOR');
    expect(inWords(problems.password)).toBe('Este campo es requerido');
  });

  it('asks for no password when editing', () => {
    expect(validateEmployeeForm({ ...CARLOS, password: '' }, false)).toEqual({});
  });

  it('requires a role among the four employee roles', () => {
    expect(validateEmployeeForm({ ...CARLOS, role: '' }, true).role).toBe('required');
    expect(inWords(validateEmployeeForm({ ...CARLOS, role: 'CLIENT' }, true).role)).toBe('Rol inválido');
    for (const role of ['INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN'])
      expect(validateEmployeeForm({ ...CARLOS, role }, true)).toEqual({});
  });

  it("refuses an email without text, at sign, text, dot, text: 'Email inválido'", () => {
    for (const email of ['carlos', 'carlos@boxstudio', '@boxstudio.mx'])
      expect(inWords(validateEmployeeForm({ ...CARLOS, email }, true).email)).toBe('Email inválido');
  });

  it('takes a password of 6+ characters with a lowercase, an uppercase letter and a digit', () => {
    expect(employeePasswordProblem('Boxeo2024')).toBeUndefined();
    expect(inWords(employeePasswordProblem('Ab1'))).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(inWords(employeePasswordProblem('boxeo2024'))).toBe(
      'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    );
    expect(inWords(employeePasswordProblem('Ab1'), 'en')).toBe('The password must be at least 6 characters long');
  });

  it('leaves phone, date of birth, address and emergency contact optional, each checked when typed', () => {
    expect(optionalPhoneProblem('')).toBeUndefined();
    expect(optionalPhoneProblem('+52 55 1234-5678')).toBeUndefined();
    expect(inWords(optionalPhoneProblem('teléfono'))).toBe('Teléfono inválido (use +52 55 1234-5678)');
    const today = new Date('2026-06-01T12:00:00Z');
    expect(birthdayProblem('', today)).toBeUndefined();
    expect(birthdayProblem('17/05/1990', today)).toBeUndefined();
    expect(inWords(birthdayProblem('31/02/1990', today))).toBe('Fecha inválida');
    expect(inWords(birthdayProblem('02/06/2026', today))).toBe('Fecha inválida');
    expect(inWords(validateEmployeeForm({ ...CARLOS, emergencyPhone: 'x' }, true).emergencyPhone)).toBe(
      'Teléfono inválido (use +52 55 1234-5678)',
    );
  });

  it('creates with the date of birth as an ISO date-time and without the optional fields left empty', () => {
    expect(toCreateEmployee({ ...CARLOS, name: ' Carlos Ramírez ', dateOfBirth: '17/05/1990' })).toEqual({
      name: 'Carlos Ramírez',
      email: 'carlos@boxstudio.mx',
      password: 'Boxeo2024',
      role: 'SUPERVISOR',
      dateOfBirth: '1990-05-17T00:00:00.000Z',
    });
  });

  it('edits without the password, clears an emptied field, and sends the role only when it changed', () => {
    const values = formFromEmployee(RECORD);
    expect(values.dateOfBirth).toBe('17/05/1990');
    expect(values.password).toBe('');
    expect(toUpdateEmployee({ ...values, address: '' }, RECORD)).toEqual({
      name: 'Carlos Ramírez',
      email: 'carlos@boxstudio.mx',
      phone: '+52 55 1234-5678',
      address: null,
      emergencyContact: 'Lucía Ramírez',
      emergencyPhone: null,
      dateOfBirth: '1990-05-17T00:00:00.000Z',
    });
    expect(toUpdateEmployee({ ...values, role: 'MANAGER' }, RECORD)).toMatchObject({ role: 'MANAGER' });
  });
});
