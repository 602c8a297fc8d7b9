import { Injectable } from '@nestjs/common';
import type { ApiKeyDto, CreatedApiKeyDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId, newId } from '../../../platform/aggregates/event-ids.js';
import { conflict, invalidField } from '../../../platform/domain/domain-error.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { ApiKeyDigests } from '../../accounts/index.js';
import { BranchDirectory } from '../../branches/index.js';
import { apiKeyAggregate, type ApiKeyCommand } from '../domain/api-key.aggregate.js';
import { ApiKeyQueries } from '../queries/api-key-queries.js';
import { hashApiKey, issueApiKey, prefixOf } from '../secrets/api-key-text.js';

export interface NewApiKey {
  readonly name: string;
  readonly expiresAt: string;
  readonly branchId: string | null;
}

/** Creating, revoking and using keys: the API key aggregate's commands. */
@Injectable()
export class ApiKeyCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: ApiKeyQueries,
    private readonly branches: BranchDirectory,
    private readonly calendar: StudioCalendar,
    private readonly digests: ApiKeyDigests,
  ) {}

  /** The key is in this answer only: what is kept is its digest, in the credential store, never in the log. */
  async create(input: NewApiKey, context: CommandContext): Promise<CreatedApiKeyDto> {
    // Any branch that exists, an inactive one too: its history may still be reported on.
    if (input.branchId !== null && !(await this.branches.exists(input.branchId)))
      throw invalidField('API_KEY.BRANCH_NOT_FOUND', 'branchId');
    const keyId = createdId(context.commandId, 'api-key');
    const key = issueApiKey(keyId);
    const details = { ...input, prefix: prefixOf(key), createdBy: context.userId };
    const at = context.now.toISOString();
    // The digest first: a key whose ApiKeyCreated is in the log always has its digest. One kept for an
    // attempt that records nothing (refused, crashed, or a retry) matches a key nobody was shown.
    await this.digests.add(keyId, hashApiKey(key));
    const command: ApiKeyCommand = { type: 'CreateApiKey', keyId, details, at };
    const { recorded } = await this.commands.execute(apiKeyAggregate, keyId, command, context);
    // A retry the log recognised (the same Idempotency-Key after a restart) recorded nothing: the key
    // made now is not the one that was shown, and that one was shown once and is gone.
    if (!recorded.includes('ApiKeyCreated')) throw conflict('API_KEY.ALREADY_SHOWN');
    return { ...(await this.queries.get(keyId)), key };
  }

  async revoke(id: string, context: CommandContext): Promise<ApiKeyDto> {
    await this.commands.execute(apiKeyAggregate, id, { type: 'RevokeApiKey' }, context);
    return this.queries.get(id);
  }

  /**
   * A request whose key matched a kept digest, decided on the key's stream as the log holds it now
   * (a revocation answered a moment ago counts, on any instance), with the first use of the studio
   * day recorded. The request does not wait for the list to show that use.
   */
  async use(id: string, now: Date): Promise<ApiKeyDto | null> {
    const context = { commandId: newId(), freshCommandId: true, correlationId: newId(), userId: null, now };
    const command: ApiKeyCommand = { type: 'UseApiKey', at: now.toISOString(), day: this.calendar.dayOf(now) };
    const result = await this.commands.execute(apiKeyAggregate, id, command, context, { waitForProjections: false });
    return result.dto;
  }
}
