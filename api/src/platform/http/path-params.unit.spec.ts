import { undecodableParam } from './path-params.js';

const ROUTES = [
  { method: 'get', path: '/api/classes/stats' },
  { method: 'get', path: '/api/classes/:id' },
  { method: 'put', path: '/api/classes/:id/schedules' },
  { method: 'get', path: '/api/audit/:aggregate/:id' },
];

describe('undecodableParam', () => {
  it('names the parameter the path fills with text that is not valid percent-encoding', () => {
    expect(undecodableParam(ROUTES, 'GET', '/api/classes/%ff%fe')).toBe('id');
    expect(undecodableParam(ROUTES, 'PUT', '/API/Classes/%E0%A4%A/schedules/')).toBe('id');
    expect(undecodableParam(ROUTES, 'GET', '/api/audit/%zz/%ff')).toBe('aggregate');
    expect(undecodableParam(ROUTES, 'GET', '/api/audit/class/%')).toBe('id');
  });

  it('names none when no route explains it', () => {
    expect(undecodableParam(ROUTES, 'GET', '/api/classes/ok')).toBeNull();
    expect(undecodableParam(ROUTES, 'GET', '/api/other/%ff')).toBeNull();
    expect(undecodableParam(ROUTES, 'GET', '/api/classes/%ff/extra/more')).toBeNull();
  });
});
