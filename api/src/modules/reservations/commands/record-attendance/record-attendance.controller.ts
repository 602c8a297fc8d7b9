import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReservationDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { CurrentUser, Roles } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { RESERVATION_DTO } from '../../reservation.schemas.js';
import { ReservationCommands } from '../reservation-commands.js';
import { RecordAttendanceRequest } from './record-attendance.request.js';

@ApiTags('reservations')
@ApiBearerAuth()
@Controller('reservations')
export class RecordAttendanceController {
  constructor(private readonly reservations: ReservationCommands) {}

  /**
   * Admins, and the instructor teaching the class now (403 for others); 409 before the occurrence starts or
   * once cancelled.
   */
  @Answers(RESERVATION_DTO, { summary: 'Record whether the person attended', errors: [404] })
  @Roles('INSTRUCTOR', 'ADMIN', 'SUPER_ADMIN')
  @Put(':id/attendance')
  async record(
    @Param('id') id: string,
    @Body() body: RecordAttendanceRequest,
    @CurrentUser() user: AuthUser,
    @Command() context: CommandContext,
  ): Promise<Reply<ReservationDto>> {
    return reply(
      await this.reservations.recordAttendance(id, body.attended, user, context),
      'RESERVATION.ATTENDANCE_RECORDED',
    );
  }
}
