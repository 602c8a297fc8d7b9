import { Injectable } from '@nestjs/common';
import type { ClassDto, ClassScheduleSlot, UserDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { conflict } from '../../../platform/domain/domain-error.js';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner.js';
import { ValidationFailed, type RawFieldError } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { UserDirectory } from '../../accounts/index.js';
import { BranchDirectory } from '../../branches/index.js';
import { ClassReservationsRegistry } from '../class-reservations.js';
import { classAggregate, type ClassCommand } from '../domain/class.aggregate.js';
import type { ClassDetails } from '../domain/class.events.js';
import { ClassQueries } from '../queries/class-queries.js';

/** A new class as the form sends it (already past the request's field rules). */
export interface NewClass {
  readonly name: string;
  readonly description?: string | undefined;
  readonly duration: number;
  readonly maxCapacity: number;
  readonly price?: number | undefined;
  readonly instructorId: string;
  readonly branchId?: string | undefined;
  readonly isSampleClass?: boolean | undefined;
  readonly sampleClassDescription?: string | undefined;
}

export type ClassChanges = { readonly [K in keyof ClassDetails]?: ClassDetails[K] | undefined };

/**
 * Creating, editing, timetabling and deleting classes: the checks that need other read models
 * (the instructor, the branch, reservations), then the class aggregate's command. Controllers and
 * the demo data both go through here.
 */
@Injectable()
export class ClassCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: ClassQueries,
    private readonly users: UserDirectory,
    private readonly branches: BranchDirectory,
    private readonly reservations: ClassReservationsRegistry,
    private readonly reactions: ReactionRunner,
  ) {}

  async create(input: NewClass, context: CommandContext): Promise<ClassDto> {
    const errors: RawFieldError[] = [];
    const instructor = await this.instructor(input.instructorId, errors);
    if (input.branchId !== undefined) await this.checkBranch(input.branchId, errors);
    if (errors.length > 0) throw new ValidationFailed(errors);
    const branchId = input.branchId ?? (await this.defaultBranch(instructor, context.userId));
    const isSampleClass = input.isSampleClass === true;
    const details: ClassDetails = {
      name: input.name,
      description: input.description ?? null,
      duration: input.duration,
      maxCapacity: input.maxCapacity,
      price: isSampleClass ? 0 : (input.price ?? 0),
      instructorId: input.instructorId,
      branchId,
      isSampleClass,
      sampleClassDescription: input.sampleClassDescription ?? null,
    };
    const classId = createdId(context.commandId, 'class');
    await this.run(classId, { type: 'CreateClass', classId, details }, context);
    return this.queries.get(classId);
  }

  /** Fields and/or the toggle; answers the class and what was recorded (for the message). */
  async update(
    id: string,
    changes: ClassChanges,
    isActive: boolean | undefined,
    context: CommandContext,
  ): Promise<{ dto: ClassDto; recorded: readonly string[] }> {
    const current = await this.queries.find(id);
    // A missing class is the aggregate's 404; only a new instructor or branch is checked.
    if (current !== null) {
      const errors: RawFieldError[] = [];
      if (changes.instructorId !== undefined && changes.instructorId !== current.instructorId)
        await this.instructor(changes.instructorId, errors);
      if (typeof changes.branchId === 'string' && changes.branchId !== current.branchId)
        await this.checkBranch(changes.branchId, errors);
      if (errors.length > 0) throw new ValidationFailed(errors);
    }
    const command: ClassCommand = { type: 'UpdateClass', changes, ...(isActive === undefined ? {} : { isActive }) };
    const recorded = await this.run(id, command, context);
    return { dto: await this.queries.get(id), recorded };
  }

  async setSchedules(id: string, schedules: readonly ClassScheduleSlot[], context: CommandContext): Promise<ClassDto> {
    await this.run(id, { type: 'SetClassSchedules', schedules }, context);
    return this.queries.get(id);
  }

  /** Answers the class as it was. A class with live upcoming reservations is kept (409). */
  async remove(id: string, context: CommandContext): Promise<ClassDto> {
    const before = await this.queries.get(id);
    if ((await this.reservations.liveFutureReservations(id, context.now)) > 0) throw conflict('CLASS.HAS_RESERVATIONS');
    await this.run(id, { type: 'DeleteClass' }, context);
    return before;
  }

  /**
   * Runs a command and answers what it recorded (a rule broken about one field reaches the client
   * as that field's error through the exception filter). A class that stops taking bookings
   * (deactivated, deleted) answers once what that causes is done: its bookings still to come are
   * cancelled by the bookings' reaction (CONTRACT: none is left live once every answer is in).
   */
  private async run(id: string, command: ClassCommand, context: CommandContext): Promise<readonly string[]> {
    const { recorded, position } = await this.commands.execute(classAggregate, id, command, context);
    if (recorded.some((type) => type === 'ClassDeactivated' || type === 'ClassDeleted'))
      await this.reactions.settled(position);
    return recorded;
  }

  /**
   * The branch of a class created without one: its instructor's, else that of the person creating
   * it, else none (null: a class offered at every branch). A closed branch is passed over, so a
   * class is never refused for the branch it was not given.
   */
  private async defaultBranch(instructor: UserDto | null, creatorId: string | null): Promise<string | null> {
    const creator = async () =>
      creatorId === null ? null : ((await this.users.findById(creatorId))?.branchId ?? null);
    for (const candidate of [() => instructor?.branchId ?? null, creator]) {
      const branchId = await candidate();
      if (branchId !== null && (await this.branches.isActive(branchId)) === true) return branchId;
    }
    return null;
  }

  /** An active INSTRUCTOR, or a field error. */
  private async instructor(id: string, errors: RawFieldError[]): Promise<UserDto | null> {
    const user = await this.users.findById(id);
    if (user && user.isActive && user.role === 'INSTRUCTOR') return user;
    errors.push({ field: 'instructorId', message: encodeMessage('CLASS.INSTRUCTOR_INVALID') });
    return null;
  }

  /** A class goes (is created or moved) only to an existing, active branch. */
  private async checkBranch(id: string, errors: RawFieldError[]): Promise<void> {
    const active = await this.branches.isActive(id);
    if (active === null) errors.push({ field: 'branchId', message: encodeMessage('CLASS.BRANCH_NOT_FOUND') });
    else if (!active) errors.push({ field: 'branchId', message: encodeMessage('CLASS.BRANCH_INACTIVE') });
  }
}
