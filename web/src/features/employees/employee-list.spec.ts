import { employeesRequest, NO_FILTERS as NO_EMPLOYEE_FILTERS } from './employee-list';

describe('the employees list asked of the server', () => {
  it('asks for the four employee roles at once for "Todos", or the one role chosen', () => {
    expect(employeesRequest(NO_EMPLOYEE_FILTERS)).toEqual({
      search: '',
      status: 'all',
      roles: ['INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN'],
    });
    expect(employeesRequest({ ...NO_EMPLOYEE_FILTERS, role: 'MANAGER', status: 'inactive' })).toEqual({
      search: '',
      status: 'inactive',
      role: 'MANAGER',
    });
    // A client named in the address is no employee role: the employees screen still lists employees only.
    expect(employeesRequest({ ...NO_EMPLOYEE_FILTERS, role: 'CLIENT' })).toHaveProperty('roles');
  });
});
