import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the clients and employees screens (spec §5, §8). */
export const PEOPLE_MESSAGES = {
  'VALIDATION.WHATSAPP_REQUIRED': { es: 'El número de WhatsApp es requerido', en: 'The WhatsApp number is required' },
  'VALIDATION.WHATSAPP_FORMAT': {
    es: 'Formato de WhatsApp inválido. Use: +52 55 1234 5678',
    en: 'Invalid WhatsApp format. Use: +52 55 1234 5678',
  },
  'VALIDATION.ROLE': { es: 'Rol inválido', en: 'Invalid role' },
  'USER.ROLE_FORBIDDEN': {
    es: 'Solo un super administrador puede asignar el rol de administrador',
    en: 'Only a super admin can grant the admin role',
  },
  'USER.LAST_SUPER_ADMIN': {
    es: 'No se puede quitar ni eliminar al último super administrador activo',
    en: 'The last active super admin cannot be demoted, deactivated or deleted',
  },
  'USER.SELF_CHANGE': {
    es: 'No puedes cambiar tu propio rol, desactivarte ni eliminarte',
    en: 'You cannot change your own role, deactivate or delete yourself',
  },
  'USER.NOT_A_CLIENT': { es: 'La persona no es un cliente', en: 'That person is not a client' },
  'USER.NOT_AN_EMPLOYEE': { es: 'La persona no es un empleado', en: 'That person is not an employee' },
  'CLIENT.CREATED': { es: 'Cliente creado exitosamente', en: 'Client created successfully' },
  'CLIENT.UPDATED': { es: 'Cliente actualizado exitosamente', en: 'Client updated successfully' },
  'CLIENT.DELETED': { es: 'Cliente eliminado exitosamente', en: 'Client deleted successfully' },
  'CLIENT.ACTIVATED': { es: 'Cliente activado exitosamente', en: 'Client activated successfully' },
  'CLIENT.DEACTIVATED': { es: 'Cliente desactivado exitosamente', en: 'Client deactivated successfully' },
  'EMPLOYEE.CREATED': { es: 'Empleado creado exitosamente', en: 'Employee created successfully' },
  'EMPLOYEE.UPDATED': { es: 'Empleado actualizado exitosamente', en: 'Employee updated successfully' },
  'EMPLOYEE.DELETED': { es: 'Empleado eliminado exitosamente', en: 'Employee deleted successfully' },
  'EMPLOYEE.ACTIVATED': { es: 'Empleado activado exitosamente', en: 'Employee activated successfully' },
  'EMPLOYEE.DEACTIVATED': { es: 'Empleado desactivado exitosamente', en: 'Employee deactivated successfully' },
} as const satisfies MessageTexts;
