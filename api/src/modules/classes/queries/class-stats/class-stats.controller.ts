import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClassStatsResponse } from '@boxstudio/contracts';
import { Roles } from '../../../../platform/auth/access.decorators.js';
import { Clock } from '../../../../platform/time/clock.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_STATS } from '../../class.schemas.js';
import { ClassQueries } from '../class-queries.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class ClassStatsController {
  constructor(
    private readonly classes: ClassQueries,
    private readonly clock: Clock,
  ) {}

  /** The four tiles of the classes screen, for admins and instructors ('today' by the injected clock). */
  @Answers(CLASS_STATS, { summary: 'Get class statistics' })
  @Roles('INSTRUCTOR', 'ADMIN', 'SUPER_ADMIN')
  @Get('stats')
  stats(): Promise<ClassStatsResponse> {
    return this.classes.stats(this.clock.now());
  }
}
