/** What a page sent to a mocked `fetch`: the commands (every request but GET) and a list's query strings. */

export interface CommandSent {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The requests other than GET, in order: method, path and body. */
export async function commandsSent(fetchMock: jest.Mock): Promise<CommandSent[]> {
  const requests = fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method !== 'GET');
  return Promise.all(
    requests.map(async (request) => {
      const text = await request.clone().text();
      return {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
    }),
  );
}

/** The query strings sent to one path, in order. */
export const queriesSentTo = (fetchMock: jest.Mock, pathname: string): Record<string, string>[] =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
