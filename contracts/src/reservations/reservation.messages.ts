import type { MessageTexts } from '../platform/message-text.js';

/** Messages of the reservations screens and API (spec §5, §8; CONTRACT.md for the conflicts). */
export const RESERVATION_MESSAGES = {
  'VALIDATION.END_AFTER_START': {
    es: 'La fecha de fin debe ser posterior a la fecha de inicio',
    en: 'The end date must be after the start date',
  },
  'VALIDATION.START_FIRST': { es: 'Selecciona primero la fecha de inicio', en: 'Choose the start date first' },
  'VALIDATION.RESERVATION_TOO_LONG': {
    es: 'Una reserva dura como máximo 24 horas',
    en: 'A reservation lasts at most 24 hours',
  },
  'VALIDATION.STUDIO_DAY': { es: 'Fecha inválida (use AAAA-MM-DD)', en: 'Invalid date (use YYYY-MM-DD)' },
  'RESERVATION.NOT_FOUND': { es: 'Reserva no encontrada', en: 'Reservation not found' },
  'RESERVATION.ALREADY_EXISTS': { es: 'La reserva ya existe', en: 'The reservation already exists' },
  'RESERVATION.CLASS_FULL': { es: 'La clase está llena', en: 'The class is full' },
  'RESERVATION.ALREADY_BOOKED': {
    es: 'El cliente ya tiene una reserva para esta clase y horario',
    en: 'The client already has a reservation for this class and time',
  },
  'RESERVATION.CLASS_NOT_FOUND': { es: 'Clase no encontrada', en: 'Class not found' },
  'RESERVATION.CLASS_INACTIVE': { es: 'La clase está inactiva', en: 'The class is inactive' },
  'RESERVATION.CLIENT_NOT_FOUND': { es: 'Cliente no encontrado', en: 'Client not found' },
  'RESERVATION.CLIENT_INACTIVE': { es: 'El cliente está inactivo', en: 'The client is inactive' },
  'RESERVATION.INSTRUCTOR_INVALID': {
    es: 'El instructor debe ser un instructor activo',
    en: 'The instructor must be an active instructor',
  },
  'RESERVATION.ONLY_PENDING_CONFIRMS': {
    es: 'Solo se puede confirmar una reserva pendiente',
    en: 'Only a pending reservation can be confirmed',
  },
  'RESERVATION.ALREADY_CANCELLED': { es: 'La reserva ya está cancelada', en: 'The reservation is already cancelled' },
  'RESERVATION.CANCELLED_UNCHANGEABLE': {
    es: 'Una reserva cancelada no se puede modificar',
    en: 'A cancelled reservation cannot be changed',
  },
  'RESERVATION.STARTED': { es: 'La clase ya empezó', en: 'The class has already started' },
  'RESERVATION.NOT_IN_TIMETABLE': { es: 'La clase no tiene ese horario', en: 'The class has no session at that time' },
  'RESERVATION.TOO_FAR_BACK': {
    es: 'Solo se puede registrar una reserva de hasta 7 días atrás',
    en: 'A booking can be recorded at most 7 days back',
  },
  'RESERVATION.NO_ACTIVE_MEMBERSHIP': {
    es: 'El cliente no tiene una membresía activa para ese día',
    en: 'The client has no active membership for that day',
  },
  'RESERVATION.MONTHLY_LIMIT': {
    es: 'El cliente ya usó las clases de su plan de este mes',
    en: "The client has used this month's classes of their plan",
  },
  'RESERVATION.SAMPLE_USED': {
    es: 'El cliente ya reservó su clase muestra',
    en: 'The client has already booked their sample class',
  },
  'RESERVATION.INSTRUCTOR_NOT_CLASS': {
    es: 'El instructor debe ser el de la clase',
    en: "The instructor must be the class's instructor",
  },
  'RESERVATION.NOT_STARTED': { es: 'La clase aún no empieza', en: 'The class has not started yet' },
  'RESERVATION.INSTRUCTOR_NOT_FOUND': { es: 'Instructor no encontrado', en: 'Instructor not found' },
  'RESERVATION.ATTENDANCE_RECORDED': {
    es: 'Asistencia registrada exitosamente',
    en: 'Attendance recorded successfully',
  },
  'RESERVATION.CREATED': { es: 'Reserva creada exitosamente', en: 'Reservation created successfully' },
  'RESERVATION.UPDATED': { es: 'Reserva actualizada exitosamente', en: 'Reservation updated successfully' },
  'RESERVATION.CONFIRMED': { es: 'Reserva confirmada exitosamente', en: 'Reservation confirmed successfully' },
  'RESERVATION.CANCELLED': { es: 'Reserva cancelada exitosamente', en: 'Reservation cancelled successfully' },
  'RESERVATION.DELETED': { es: 'Reserva eliminada exitosamente', en: 'Reservation deleted successfully' },
  'RESERVATION.SAMPLE_BOOKED': { es: 'Clase muestra reservada exitosamente', en: 'Sample class booked successfully' },
  'RESERVATION.LOAD_FAILED': { es: 'Error al cargar las reservas', en: 'Error loading the reservations' },
  'RESERVATION.USER_LOAD_FAILED': {
    es: 'Error al cargar las reservas del usuario',
    en: "Error loading the user's reservations",
  },
  'RESERVATION.UPCOMING_LOAD_FAILED': {
    es: 'Error al cargar las próximas reservas',
    en: 'Error loading the upcoming reservations',
  },
  'RESERVATION.HISTORY_LOAD_FAILED': {
    es: 'Error al cargar el historial de reservas',
    en: 'Error loading the reservation history',
  },
  'RESERVATION.ONE_LOAD_FAILED': { es: 'Error al cargar la reserva', en: 'Error loading the reservation' },
  'RESERVATION.CLASS_LOAD_FAILED': {
    es: 'Error al cargar las reservas de la clase',
    en: "Error loading the class's reservations",
  },
  'RESERVATION.INSTRUCTOR_LOAD_FAILED': {
    es: 'Error al cargar las reservas del instructor',
    en: "Error loading the instructor's reservations",
  },
  'RESERVATION.CREATE_FAILED': { es: 'Error al crear la reserva', en: 'Error creating the reservation' },
  'RESERVATION.UPDATE_FAILED': { es: 'Error al actualizar la reserva', en: 'Error updating the reservation' },
  'RESERVATION.CONFIRM_FAILED': { es: 'Error al confirmar la reserva', en: 'Error confirming the reservation' },
  'RESERVATION.CANCEL_FAILED': { es: 'Error al cancelar la reserva', en: 'Error cancelling the reservation' },
  'RESERVATION.AVAILABILITY_FAILED': { es: 'Error al verificar disponibilidad', en: 'Error checking availability' },
  'RESERVATION.SAVE_FAILED': { es: 'Error al guardar la reserva', en: 'Error saving the reservation' },
} as const satisfies MessageTexts;
