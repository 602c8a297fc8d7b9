import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

class ScheduleSlotShape {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' }) dayOfWeek: number;
  @ApiProperty({ example: '07:00', description: 'HH:MM, studio time' }) startTime: string;
  @ApiProperty({ example: '08:00', description: 'HH:MM, after startTime' }) endTime: string;
}

/**
 * PUT /classes/{id}/schedules: the whole weekly timetable (an empty list clears it). The slots are
 * checked by `parseSchedules`, which names each error after its slot (`schedules[2].endTime`).
 */
export class SetClassSchedulesRequest {
  @ApiProperty({ type: [ScheduleSlotShape] })
  @Allow()
  schedules: unknown;
}
