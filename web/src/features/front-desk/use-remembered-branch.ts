import { useCallback, useState } from 'react';

const KEY = 'boxstudio.frontDesk.branch';

function stored(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Makes `id` the desk's branch on this computer: a way in from elsewhere (the dashboard's list of
 * today's classes) opens /admin-today on the branch the class was picked from.
 */
export function rememberDeskBranch(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // A browser refusing storage opens the desk on the branch it remembered before, or the first.
  }
}

/**
 * The branch the front desk works at, remembered on this computer: one desk per branch opens
 * its own day each morning. A branch no longer among `branchIds` (deactivated) gives way to the
 * first one.
 */
export function useRememberedBranch(branchIds: readonly string[] | undefined): [string, (id: string) => void] {
  const [chosen, setChosen] = useState(stored);
  const choose = useCallback((id: string) => {
    setChosen(id);
    // A browser refusing storage still shows the branch chosen, for this visit.
    rememberDeskBranch(id);
  }, []);
  if (!branchIds) return [chosen, choose];
  return [branchIds.includes(chosen) ? chosen : (branchIds[0] ?? ''), choose];
}
