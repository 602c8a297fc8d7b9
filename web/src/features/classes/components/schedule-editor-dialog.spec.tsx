import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ClassDto } from '@boxstudio/contracts';
import { testI18n } from '../../../testing/render';
import { ScheduleEditorDialog, type ScheduleEditorDialogProps } from './schedule-editor-dialog';

const BOX: ClassDto = {
  ...{
    id: 'c-1',
    name: 'Box',
    description: null,
    duration: 45,
    maxCapacity: 12,
    price: 150,
    instructorId: 'i-1',
    instructor: null,
  },
  ...{ branchId: 'b-1', branch: null, isSampleClass: false, sampleClassDescription: null, isActive: true },
  schedules: [{ dayOfWeek: 1, startTime: '07:00', endTime: '08:00' }],
  ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
};

function renderEditor(props: Partial<ScheduleEditorDialogProps> = {}, language: 'es' | 'en' = 'es') {
  const handlers = { onCancel: jest.fn(), onSave: jest.fn() };
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <ScheduleEditorDialog item={BOX} saving={false} serverErrors={{}} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

const day = (name: string) => screen.getByRole('region', { name });
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('ScheduleEditorDialog', () => {
  it("lists the week from Monday with each day's opening hours and the class's slots", () => {
    renderEditor();
    expect(screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual([
      'Lunes Abierto 6:00 - 22:00',
      'Martes Abierto 6:00 - 22:00',
      'Miércoles Abierto 6:00 - 22:00',
      'Jueves Abierto 6:00 - 22:00',
      'Viernes Abierto 6:00 - 22:00',
      'Sábado Abierto 7:00 - 20:00',
      'Domingo Abierto 7:00 - 20:00',
    ]);
    expect(within(day('Lunes')).getByLabelText('Inicio Lunes')).toHaveValue('07:00');
    expect(within(day('Martes')).getByText('Sin horarios')).toBeInTheDocument();
  });

  it('adds a slot after the last one of the day, lasting the class', async () => {
    const { onSave } = renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar horario Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Agregar horario Sábado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(onSave).toHaveBeenCalledWith(BOX, [
      { dayOfWeek: 1, startTime: '07:00', endTime: '08:00' },
      { dayOfWeek: 1, startTime: '08:00', endTime: '08:45' },
      { dayOfWeek: 6, startTime: '09:00', endTime: '09:45' },
    ]);
  });

  it('refuses an end before the start and overlapping slots, with the contract messages', async () => {
    renderEditor();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Guardar horarios' });
    setTime(screen.getByLabelText('Fin Lunes'), '06:30');
    expect(screen.getByText('La hora de fin debe ser posterior a la hora de inicio')).toBeInTheDocument();
    expect(save).toBeDisabled();
    setTime(screen.getByLabelText('Fin Lunes'), '08:00');
    expect(save).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Agregar horario Lunes' }));
    setTime(screen.getAllByLabelText('Inicio Lunes')[1] as HTMLElement, '07:30');
    expect(screen.getAllByText('El horario se cruza con otro del mismo día')).toHaveLength(2);
    expect(save).toBeDisabled();
    await user.click(within(day('Lunes')).getAllByRole('button', { name: 'Quitar' })[1] as HTMLElement);
    expect(screen.queryByText('El horario se cruza con otro del mismo día')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('warns, without refusing, about a slot outside the opening hours', () => {
    renderEditor();
    setTime(screen.getByLabelText('Inicio Lunes'), '05:30');
    expect(screen.getByText('Fuera del horario de apertura')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar horarios' })).toBeEnabled();
  });

  it("shows the server's error on its slot", () => {
    renderEditor({ serverErrors: { 'schedules[0].endTime': 'Hora inválida (use HH:MM)' } });
    expect(screen.getByText('Hora inválida (use HH:MM)')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderEditor({}, 'en');
    setTime(screen.getByLabelText('End Monday'), '06:00');
    expect(screen.getByText('The end time must be after the start time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timetable - Box' })).toBeInTheDocument();
  });
});
