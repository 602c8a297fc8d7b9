import type { CLASS_MESSAGES } from './class.messages.js';

type ClassMessageKey = keyof typeof CLASS_MESSAGES;

/** The success message of a class edit, decided by what it recorded (the toggle says which way). */
export function classEditMessage(recorded: readonly string[]): ClassMessageKey {
  const changedOtherwise = recorded.some((type) => type !== 'ClassActivated' && type !== 'ClassDeactivated');
  if (!changedOtherwise && recorded.includes('ClassActivated')) return 'CLASS.ACTIVATED';
  if (!changedOtherwise && recorded.includes('ClassDeactivated')) return 'CLASS.DEACTIVATED';
  return 'CLASS.UPDATED';
}
