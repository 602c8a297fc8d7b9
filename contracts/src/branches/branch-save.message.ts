import type { BRANCH_MESSAGES } from './branch.messages.js';

type BranchMessageKey = keyof typeof BRANCH_MESSAGES;

/**
 * The success message of a branch edit, decided by what the edit recorded: a reactivation or a
 * deactivation says so, anything else (or nothing at all) is an update. The API sends it; the web
 * shows what the API sent.
 */
export function branchEditMessage(recorded: readonly string[]): BranchMessageKey {
  if (recorded.includes('BranchReactivated')) return 'BRANCH.REACTIVATED';
  if (recorded.includes('BranchDeactivated')) return 'BRANCH.DEACTIVATED';
  return 'BRANCH.UPDATED';
}
