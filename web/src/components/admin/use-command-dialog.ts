import { useState } from 'react';
import type { CommandAnswer } from '../../lib/api';
import { runCommand, type CommandTexts } from './run-command';

export interface CommandDialog<T> {
  /** The record the dialog is open for; null while closed. */
  readonly item: T | null;
  open(item: T): void;
  close(): void;
  /** Runs the dialog's command and toasts how it went; the dialog closes only when it succeeded. */
  run(command: Promise<CommandAnswer<unknown>>, texts: CommandTexts): Promise<void>;
}

/**
 * The state of a row action's dialog that runs one command (renew, freeze...). A failure keeps the
 * dialog open with what was typed, beside its toast: every such dialog closes the same way.
 */
export function useCommandDialog<T>(): CommandDialog<T> {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    open: setItem,
    close: () => setItem(null),
    run: async (command, texts) => {
      if (await runCommand(command, texts)) setItem(null);
    },
  };
}
