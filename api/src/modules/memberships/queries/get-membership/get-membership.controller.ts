import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type MembershipDto } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { forbidden } from '../../../../platform/domain/domain-error.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_DTO } from '../../membership.schemas.js';
import { MembershipQueries } from '../membership-queries.js';

@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class GetMembershipController {
  constructor(private readonly memberships: MembershipQueries) {}

  /** Admins any; anyone else only its own (403). */
  @Answers(MEMBERSHIP_DTO, { summary: 'Get a membership', errors: [403, 404] })
  @AnyRole()
  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<MembershipDto> {
    const membership = await this.memberships.get(id);
    if (!isAdminRole(user.role) && membership.userId !== user.id) throw forbidden('HTTP.FORBIDDEN');
    return membership;
  }
}
