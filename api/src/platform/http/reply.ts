import type { MessageKey } from '@boxstudio/contracts';

/** What a controller answers when the envelope should carry a message as well as data. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message: MessageKey | null = null,
  ) {}
}

export const reply = <T>(data: T, message: MessageKey | null = null): Reply<T> => new Reply(data, message);
