/**
 * Lets code outside React (the API client) send the app to a route. The router registers its
 * navigate function at start-up; before that, a full page load does the job.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    navigate = (path) => window.location.assign(path);
  };
}

export function navigateTo(path: string): void {
  navigate(path);
}
