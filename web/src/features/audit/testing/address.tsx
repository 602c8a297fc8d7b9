import { useLocation } from 'react-router-dom';

/** Where the router is: its path and search, as a filter, a key, a row or a link left it. */
export function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
