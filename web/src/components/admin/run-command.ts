import type { CommandAnswer } from '../../lib/api';
import { showToast } from '../toaster';

export interface CommandTexts {
  /** Shown only when the server sent no message of its own (unless `ownSuccess`). */
  readonly success: string;
  /**
   * The screen's success words even when the server sent some: the same command may mean
   * something else on another screen (a POST /memberships is "creada" there, "vendida" in a quick sale).
   * @default false
   */
  readonly ownSuccess?: boolean;
  /** The error toast's text for this failure. */
  readonly failure: (error: unknown) => string;
}

/**
 * Waits for a command (a mutation's `.unwrap()`) and toasts how it went: on success exactly what
 * the server said (it chose the words, in the request's language), else the local fallback.
 * True when the command succeeded.
 */
export async function runCommand<T>(command: Promise<CommandAnswer<T>>, texts: CommandTexts): Promise<boolean> {
  try {
    const { message } = await command;
    showToast(message.trim() !== '' && !texts.ownSuccess ? message : texts.success, 'success');
    return true;
  } catch (error) {
    showToast(texts.failure(error), 'error');
    return false;
  }
}
