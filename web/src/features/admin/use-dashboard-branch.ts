import { useSearchParams } from 'react-router-dom';

/** The address key: the API's own name, as on the reports screen. */
const BRANCH = 'branchId';

/**
 * The branch the dashboard's day and month are of ('' for every branch), kept in the address: Back
 * from a tile's screen finds the dashboard as it was left, and a link can name a branch. A change
 * replaces the address rather than adding to the history.
 */
export function useDashboardBranch(): [string, (branchId: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (branchId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (branchId) next.set(BRANCH, branchId);
        else next.delete(BRANCH);
        return next;
      },
      { replace: true },
    );
  return [params.get(BRANCH) ?? '', choose];
}
