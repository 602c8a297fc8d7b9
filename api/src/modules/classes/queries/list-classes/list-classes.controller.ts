import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { classPermissions, type ClassListResponse } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_LIST } from '../../class.schemas.js';
import { ClassQueries } from '../class-queries.js';
import { ListClassesRequest } from './list-classes.request.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class ListClassesController {
  constructor(private readonly classes: ClassQueries) {}

  /**
   * Public (the public classes view): anonymous callers, clients and other staff see active
   * classes only; admins and instructors see all and may filter by `isActive`. Newest first unless
   * `sort` names another order.
   */
  @Answers(CLASS_LIST, { summary: 'List classes' })
  @Public()
  @Get()
  list(@Query() query: ListClassesRequest, @CurrentUser() user: AuthUser | null): Promise<ClassListResponse> {
    const { seeAll } = classPermissions(user?.role);
    const isActive = seeAll ? query.isActive : true;
    return this.classes.list({
      ...(query.search ? { search: query.search } : {}),
      ...(query.branchId ? { branchId: query.branchId } : {}),
      ...(query.instructorId ? { instructorId: query.instructorId } : {}),
      ...(isActive === undefined ? {} : { isActive }),
      ...(query.isSampleClass === undefined ? {} : { isSampleClass: query.isSampleClass }),
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: query.limit,
    });
  }
}
