import type { MessageKey, UserDto } from '@boxstudio/contracts';

export interface UpdateMessages {
  readonly activated: MessageKey;
  readonly deactivated: MessageKey;
  readonly updated: MessageKey;
}

/** The success message of an edit: activation and deactivation say so, anything else is an update. */
export function updateMessage(before: UserDto, after: UserDto, messages: UpdateMessages): MessageKey {
  if (!before.isActive && after.isActive) return messages.activated;
  if (before.isActive && !after.isActive) return messages.deactivated;
  return messages.updated;
}
