/**
 * @jest-environment <rootDir>/web/src/testing/jsdom-fetch-environment.cjs
 */
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ProjectionCheckResult,
  ProjectionInfo,
  ProjectionRebuildProgress,
  ProjectionsSnapshot,
  ReactionInfo,
} from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { aUser, renderPage } from '../../../testing/render';
import { commandsSent, queriesSentTo } from '../../../testing/requests-sent';
import ProjectionsPage from './projections-page';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

/** 12:05:03 on the studio's clock (Mexico City, UTC-6). */
const MEASURED = '2026-03-01T18:05:03.000Z';
const LATER = '2026-03-01T18:05:05.000Z';

function aProjection(name: string, overrides: Partial<ProjectionInfo> = {}): ProjectionInfo {
  return {
    ...{ name, collections: [name], status: 'live', checkpoint: 1240, lag: 0, head: 1240, lagSeconds: 0 },
    ...{ eventsPerSecond: 0, version: 1, error: null, rebuild: null, check: null },
    ...overrides,
  };
}

function aReaction(name: string, overrides: Partial<ReactionInfo> = {}): ReactionInfo {
  return { name, position: 1240, failure: null, status: 'live', head: 1240, lag: 0, lagSeconds: 0, ...overrides };
}

function aRebuild(overrides: Partial<ProjectionRebuildProgress> = {}): ProjectionRebuildProgress {
  return {
    ...{ done: 0, total: 20_000, eventsPerSecond: 0, startedAt: '2026-03-01T18:05:00.000Z' },
    ...{ finishedAt: null, error: null },
    ...overrides,
  };
}

function aCheck(overrides: Partial<ProjectionCheckResult> = {}): ProjectionCheckResult {
  return {
    ...{ name: 'users', position: 1240, startedAt: '2026-03-01T18:06:00.000Z', finishedAt: '2026-03-01T18:06:02.000Z' },
    ...{ documents: 1234, consistent: true, differences: [], truncated: false, error: null },
    ...overrides,
  };
}

const USERS = aProjection('users', { eventsPerSecond: 2.5, version: 2 });
const BRANCHES = aProjection('branches', {
  ...{ status: 'behind', checkpoint: 1237, lag: 3, lagSeconds: 2.2, eventsPerSecond: 340 },
  check: aCheck({ name: 'branches', finishedAt: '2026-03-01T17:00:00.000Z' }),
});
const REVENUE = aProjection('report-revenue', {
  ...{ collections: ['report-revenue-days', 'report-revenue-plans'], status: 'failed', checkpoint: 1200, lag: 40 },
  ...{ lagSeconds: 95, error: 'PaymentRecorded at 1201: amount is not a number' },
});
const NEWSLETTER = aProjection('newsletter', { status: 'stopped' });
const CLASSES = aProjection('classes', { status: 'starting', checkpoint: 10, lag: 1230, lagSeconds: 4000 });

const PAYMENT_FOR_SALE = aReaction('payment-for-sale');
const CANCEL_BOOKINGS = aReaction('cancel-bookings', { status: 'behind', position: 1239, lag: 1, lagSeconds: 0.4 });
const STOCK_FOR_SALE = aReaction('stock-for-sale', {
  ...{ status: 'held', position: 1100, lag: 140, lagSeconds: 65 },
  failure: 'InventorySold at 1101: the item inventory-7 does not exist yet',
});
const EXPIRY = aReaction('membership-expiry', { status: 'stopped' });

function aSnapshot(
  projections: readonly ProjectionInfo[] = [USERS, BRANCHES, REVENUE, NEWSLETTER, CLASSES],
  overrides: Partial<ProjectionsSnapshot> = {},
): ProjectionsSnapshot {
  return {
    at: MEASURED,
    head: 1240,
    projections,
    reactions: [PAYMENT_FOR_SALE, CANCEL_BOOKINGS, STOCK_FOR_SALE, EXPIRY],
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { success: true, data, message });

/** One connection of the server-sent stream: the test pushes snapshots into it, ends it, sees it cancelled. */
interface Connection {
  readonly request: Request;
  send(snapshot: ProjectionsSnapshot): void;
  end(): void;
  readonly cancelled: jest.Mock;
}

function openConnection(request: Request): { connection: Connection; response: Response } {
  const encoder = new TextEncoder();
  const cancelled = jest.fn();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
    cancel: cancelled,
  });
  const connection: Connection = {
    request,
    // Cut in two, as a network may deliver it: the parser must put it back together.
    send: (snapshot) => {
      const text = `event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`;
      const middle = Math.floor(text.length / 2);
      controller?.enqueue(encoder.encode(text.slice(0, middle)));
      controller?.enqueue(encoder.encode(text.slice(middle)));
    },
    end: () => controller?.close(),
    cancelled,
  };
  const response = new Response(body as unknown as BodyInit, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
  return { connection, response };
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The API: the stream opens a connection the test feeds (or answers `stream` when given), the lists
 * answer `polled`; `answers` gives a "METHOD /api/path" its answer, or a promise of it.
 */
function serve({
  stream,
  polled = aSnapshot(),
  answers = {},
}: {
  stream?: Answer;
  polled?: ProjectionsSnapshot;
  answers?: Record<string, Answer | Promise<Answer>>;
} = {}) {
  const connections: Connection[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const own = answers[`${request.method} ${path}`];
    if (own) {
      const { status, body } = await own;
      return json(status, body);
    }
    if (path === '/api/admin/projections/stream') {
      if (stream) return json(stream.status, stream.body);
      const { connection, response } = openConnection(request);
      connections.push(connection);
      return response;
    }
    if (path === '/api/admin/projections') return ok(polled.projections);
    if (path === '/api/admin/reactions') return ok(polled.reactions);
    return json(404, { success: false, message: 'No encontrado' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, connections };
}

async function open(language: 'es' | 'en' = 'es') {
  const rendered = renderPage(<ProjectionsPage />, { path: '/admin/projections', user: aUser('ADMIN'), language });
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Proyecciones' : 'Projections' });
  return rendered;
}

/** The stream's first connection, once the page has opened it. */
async function firstConnection(connections: Connection[]): Promise<Connection> {
  await waitFor(() => expect(connections).toHaveLength(1));
  return connections[0]!;
}

/** Opens the console and feeds its stream one snapshot. */
async function openLive(connections: Connection[], snapshot = aSnapshot(), language: 'es' | 'en' = 'es') {
  await open(language);
  (await firstConnection(connections)).send(snapshot);
}

type User = ReturnType<typeof userEvent.setup>;

/** Reconstruir on a read model's row, then the question's confirm. */
async function rebuildConfirmed(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Reconstruir ${name}` }));
  const question = await screen.findByRole('dialog', { name: 'Reconstruir modelo de lectura' });
  await user.click(within(question).getByRole('button', { name: 'Reconstruir' }));
}

/** Comprobar on a read model's row: the dialog of its result. */
async function checkResult(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Comprobar ${name}` }));
  return screen.findByRole('dialog', { name: `Comprobación de «${name}»` });
}

const table = (name: string) => screen.findByRole('table', { name });
const rowOf = async (tableName: string, name: string) =>
  within(await table(tableName)).getByRole('row', { name: new RegExp(`^${name}\\b`) });

describe('ProjectionsPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows read models and reactions from a snapshot: status in words, position, lag, rate, errors', async () => {
    const { connections, fetchMock } = serve();
    await open();
    const stream = await firstConnection(connections);
    expect(stream.request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByLabelText('Cargando…')).toBeInTheDocument();
    stream.send(aSnapshot());

    const users = await rowOf('Modelos de lectura', 'users');
    expect(within(users).getByText('Activa')).toBeInTheDocument();
    expect(users).toHaveTextContent('1240 de 1240');
    expect(users).toHaveTextContent('al día');
    expect(users).toHaveTextContent('2,5');
    expect(users).toHaveTextContent('v2');
    expect(users).toHaveTextContent('Sin errores');
    expect(users).toHaveTextContent('Sin comprobar');
    expect(within(users).getByRole('button', { name: 'Reconstruir users' })).toBeEnabled();
    expect(within(users).getByRole('button', { name: 'Comprobar users' })).toBeEnabled();

    const branches = await rowOf('Modelos de lectura', 'branches');
    expect(within(branches).getByText('Atrasada')).toBeInTheDocument();
    expect(branches).toHaveTextContent('1237 de 1240');
    expect(branches).toHaveTextContent('3 eventos · 2 s');
    expect(branches).toHaveTextContent('340');
    expect(
      within(branches).getByRole('button', { name: 'Coincide · 11:00:00: ver la comprobación de branches' }),
    ).toHaveTextContent('Coincide · 11:00:00');

    const revenue = await rowOf('Modelos de lectura', 'report-revenue');
    expect(within(revenue).getByText('Con error')).toBeInTheDocument();
    expect(revenue).toHaveTextContent('report-revenue-days, report-revenue-plans');
    expect(revenue).toHaveTextContent('40 eventos · 1 min 35 s');
    expect(revenue).toHaveTextContent('PaymentRecorded at 1201: amount is not a number');
    expect(within(await rowOf('Modelos de lectura', 'newsletter')).getByText('Detenida')).toBeInTheDocument();
    const classes = await rowOf('Modelos de lectura', 'classes');
    expect(within(classes).getByText('Iniciando')).toBeInTheDocument();
    expect(classes).toHaveTextContent('1230 eventos · 1 h 6 min');

    const payment = await rowOf('Reacciones', 'payment-for-sale');
    expect(within(payment).getByText('Al día')).toBeInTheDocument();
    expect(payment).toHaveTextContent('Sin fallas');
    const cancel = await rowOf('Reacciones', 'cancel-bookings');
    expect(within(cancel).getByText('Atrasada')).toBeInTheDocument();
    expect(cancel).toHaveTextContent('1239 de 1240');
    expect(cancel).toHaveTextContent('1 evento · menos de 1 s');
    const stock = await rowOf('Reacciones', 'stock-for-sale');
    expect(within(stock).getByText('Detenida en un evento')).toBeInTheDocument();
    expect(stock).toHaveTextContent('InventorySold at 1101: the item inventory-7 does not exist yet');
    expect(within(await rowOf('Reacciones', 'membership-expiry')).getByText('Detenida')).toBeInTheDocument();

    expect(screen.getByText('En vivo')).toBeInTheDocument();
    expect(
      screen.getByText('Medido a las 12:05:03 (hora del estudio) · último evento del historial: 1240'),
    ).toBeInTheDocument();
    // Live from the stream: the lists are not asked.
    expect(queriesSentTo(fetchMock, '/api/admin/projections')).toEqual([]);
  });

  it('reads in English too', async () => {
    const { connections } = serve();
    await openLive(connections, aSnapshot(), 'en');
    const branches = await rowOf('Read models', 'branches');
    expect(within(branches).getByText('Behind')).toBeInTheDocument();
    expect(branches).toHaveTextContent('1,237 of 1,240');
    expect(branches).toHaveTextContent('3 events · 2 s');
    expect(within(await rowOf('Read models', 'users')).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(within(await rowOf('Read models', 'report-revenue')).getByText('Failed')).toBeInTheDocument();
    expect(within(await rowOf('Read models', 'classes')).getByText('Starting')).toBeInTheDocument();
    expect(within(await rowOf('Read models', 'newsletter')).getByText('Stopped')).toBeInTheDocument();
    expect(within(await rowOf('Reactions', 'payment-for-sale')).getByText('Up to date')).toBeInTheDocument();
    expect(within(await rowOf('Reactions', 'stock-for-sale')).getByText('Held on an event')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild users' })).toBeInTheDocument();
    expect(
      screen.getByText('Measured at 12:05:03 (studio time) · newest event of the history: 1,240'),
    ).toBeInTheDocument();
  });

  it("moves a rebuild's bar as snapshots arrive, with the time left from the rate, then says it finished", async () => {
    const { connections } = serve();
    await open();
    const stream = await firstConnection(connections);
    const rebuilding = (progress: Partial<ProjectionRebuildProgress>, at: string) =>
      aSnapshot([aProjection('users', { status: 'rebuilding', rebuild: aRebuild(progress) }), BRANCHES], { at });

    stream.send(rebuilding({ done: 5_000, eventsPerSecond: 2_500 }, MEASURED));
    const bar = await screen.findByRole('progressbar', { name: 'Reconstrucción de users' });
    expect(within(await rowOf('Modelos de lectura', 'users')).getByText('Reconstruyendo')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '5000 de 20.000 eventos · 2500 eventos/s · quedan unos 6 s');
    expect(screen.getByRole('button', { name: 'Reconstruir users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comprobar users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reconstruir branches' })).toBeEnabled();

    stream.send(rebuilding({ done: 15_000, eventsPerSecond: 100 }, LATER));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    // 5,000 events left at 100 a second.
    expect(bar).toHaveAttribute('aria-valuetext', '15.000 de 20.000 eventos · 100 eventos/s · quedan unos 50 s');
    expect(await rowOf('Modelos de lectura', 'users')).toHaveTextContent('quedan unos 50 s');
    expect(showToast).not.toHaveBeenCalled();

    const finished = (at: string) =>
      aSnapshot(
        [
          aProjection('users', {
            rebuild: aRebuild({ done: 20_000, eventsPerSecond: 3_000, finishedAt: '2026-03-01T18:05:07.000Z' }),
          }),
          BRANCHES,
        ],
        { at },
      );
    stream.send(finished('2026-03-01T18:05:08.000Z'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('Reconstrucción de «users» terminada: 20.000 eventos en 7 s', 'success'),
    );
    // At its end for a moment, then gone.
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '20.000 de 20.000 eventos · terminada en 7 s');
    expect(within(await rowOf('Modelos de lectura', 'users')).getByText('Activa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconstruir users' })).toBeEnabled();
    stream.send(finished('2026-03-01T18:05:13.000Z'));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Reconstrucción de users' })).not.toBeInTheDocument(),
    );
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('says a failed rebuild with its error', async () => {
    const { connections } = serve();
    await open();
    const stream = await firstConnection(connections);
    stream.send(aSnapshot([aProjection('users', { status: 'rebuilding', rebuild: aRebuild({ done: 10 }) })]));
    await screen.findByRole('progressbar', { name: 'Reconstrucción de users' });
    expect(screen.getByRole('progressbar', { name: 'Reconstrucción de users' })).toHaveAttribute(
      'aria-valuetext',
      '10 de 20.000 eventos · 0 eventos/s · calculando el tiempo restante',
    );
    const failure = 'UserRegistered at 12: email is required';
    stream.send(
      aSnapshot([
        aProjection('users', {
          error: failure,
          rebuild: aRebuild({ done: 12, finishedAt: '2026-03-01T18:05:01.000Z', error: failure }),
        }),
      ]),
    );
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(`La reconstrucción de «users» falló: ${failure}`, 'error', 10_000),
    );
  });

  it('asks before a rebuild (the old copy keeps serving), sends it, shows its bar before a snapshot', async () => {
    const started = aProjection('users', {
      status: 'rebuilding',
      rebuild: aRebuild({ startedAt: '2026-03-01T18:05:04.000Z' }),
    });
    const { connections, fetchMock } = serve({
      answers: {
        'POST /api/admin/projections/users/rebuild': {
          status: 202,
          body: { success: true, data: started, message: 'Reconstrucción iniciada' },
        },
      },
    });
    await openLive(connections);
    const user = userEvent.setup();

    await user.click(
      within(await rowOf('Modelos de lectura', 'users')).getByRole('button', { name: 'Reconstruir users' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Reconstruir modelo de lectura' });
    expect(question).toHaveTextContent(
      '¿Reconstruir «users» desde el historial? La copia actual sigue respondiendo mientras tanto; ' +
        'al terminar, la nueva la reemplaza.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await commandsSent(fetchMock)).toEqual([]);

    await rebuildConfirmed(user, 'users');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Reconstrucción iniciada', 'success'));
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'POST', path: '/api/admin/projections/users/rebuild', body: undefined },
    ]);
    // The snapshot on screen was measured before the rebuild began: the answer is the newer word.
    expect(await screen.findByRole('progressbar', { name: 'Reconstrucción de users' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Reconstruir users' })).toBeDisabled();
  });

  it('says a refused rebuild (409) in words', async () => {
    const { connections } = serve({
      answers: {
        'POST /api/admin/projections/users/rebuild': {
          status: 409,
          body: { success: false, message: 'La proyección ya se está reconstruyendo' },
        },
      },
    });
    await openLive(connections);
    const user = userEvent.setup();
    await rebuildConfirmed(user, 'users');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('La proyección ya se está reconstruyendo', 'error'));
    expect(screen.queryByRole('progressbar', { name: 'Reconstrucción de users' })).not.toBeInTheDocument();
  });

  it('checks a read model: a spinner in its row while it runs, then the dialog says it matches', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const pending = new Promise<Answer>((resolve) => {
      answer = resolve;
    });
    const { connections, fetchMock } = serve({ answers: { 'POST /api/admin/projections/users/check': pending } });
    await openLive(connections);
    const user = userEvent.setup();
    const users = await rowOf('Modelos de lectura', 'users');
    await user.click(within(users).getByRole('button', { name: 'Comprobar users' }));

    expect(await within(users).findByRole('progressbar', { name: 'Comprobando users' })).toBeInTheDocument();
    expect(within(users).getByRole('button', { name: 'Comprobar users' })).toBeDisabled();
    expect(within(users).getByRole('button', { name: 'Reconstruir users' })).toBeDisabled();
    expect(await commandsSent(fetchMock)).toEqual([
      { method: 'POST', path: '/api/admin/projections/users/check', body: undefined },
    ]);

    answer({ status: 200, body: { success: true, data: aCheck() } });
    const result = await screen.findByRole('dialog', { name: 'Comprobación de «users»' });
    expect(result).toHaveTextContent('Coincide con el historial: 1234 documentos comparados al evento 1240');
    expect(result).toHaveTextContent('Comprobado el 1 mar 2026, 12:06 (hora del estudio), en 2 s');
    expect(within(result).queryByRole('table')).not.toBeInTheDocument();
    expect(within(users).queryByRole('progressbar', { name: 'Comprobando users' })).not.toBeInTheDocument();
    expect(within(users).getByRole('button', { name: 'Comprobar users' })).toBeEnabled();
    await user.click(within(result).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the differences a check found, in words, and says when the list is cut off', async () => {
    const differences = aCheck({
      consistent: false,
      truncated: true,
      differences: [
        { collection: 'users', id: 'user-1', kind: 'missing', fields: [] },
        { collection: 'users', id: 'user-2', kind: 'extra', fields: [] },
        { collection: 'users', id: 'user-3', kind: 'different', fields: ['name', 'isActive'] },
      ],
    });
    const { connections } = serve({
      answers: {
        'POST /api/admin/projections/users/check': { status: 200, body: { success: true, data: differences } },
      },
    });
    await openLive(connections);
    const user = userEvent.setup();
    const result = await checkResult(user, 'users');
    expect(result).toHaveTextContent(
      'No coincide con el historial: 3+ diferencias entre 1234 documentos comparados al evento 1240',
    );
    expect(result).toHaveTextContent('La lista está cortada: se muestran solo las primeras 3 diferencias.');
    const rows = within(within(result).getByRole('table', { name: 'Diferencias' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ColecciónDocumentoDiferenciaCampos',
      'usersuser-1FaltaTodo el documento',
      'usersuser-2SobraTodo el documento',
      'usersuser-3Distintoname, isActive',
    ]);
  });

  it("opens the server's last check of a read model from its row", async () => {
    const { connections, fetchMock } = serve();
    await openLive(connections);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Coincide · 11:00:00: ver la comprobación de branches' }));
    const result = await screen.findByRole('dialog', { name: 'Comprobación de «branches»' });
    expect(result).toHaveTextContent('Coincide con el historial: 1234 documentos comparados al evento 1240');
    expect(await commandsSent(fetchMock)).toEqual([]);
  });

  it('says in words why a check could not finish, and a refused one (409)', async () => {
    const { connections } = serve({
      answers: {
        'POST /api/admin/projections/users/check': {
          status: 200,
          body: { success: true, data: aCheck({ consistent: false, error: 'the read store did not answer' }) },
        },
        'POST /api/admin/projections/branches/check': { status: 409, body: { success: false } },
      },
    });
    await openLive(connections);
    const user = userEvent.setup();
    const result = await checkResult(user, 'users');
    expect(result).toHaveTextContent(
      'No se pudo terminar la comprobación: the read store did not answer. No indica si el modelo coincide o no.',
    );
    await user.click(within(result).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Comprobar branches' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        '«branches» ya se está reconstruyendo o comprobando: espera a que termine',
        'error',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to asking the lists every 2 s when the stream cannot be read', async () => {
    const { fetchMock } = serve({
      stream: { status: 500, body: { success: false, message: 'Error interno del servidor' } },
      polled: aSnapshot([aProjection('users', { status: 'behind', lag: 2, lagSeconds: 1 })]),
    });
    await open();
    const users = await rowOf('Modelos de lectura', 'users');
    expect(within(users).getByText('Atrasada')).toBeInTheDocument();
    expect(users).toHaveTextContent('2 eventos · 1 s');
    expect(await rowOf('Reacciones', 'stock-for-sale')).toHaveTextContent('Detenida en un evento');
    expect(screen.getByText('Consultando cada 2 s')).toBeInTheDocument();
    expect(screen.getByText(/^Medido a las \d{2}:\d{2}:\d{2} \(hora del estudio\)/)).toBeInTheDocument();
    await waitFor(() => expect(queriesSentTo(fetchMock, '/api/admin/projections').length).toBeGreaterThanOrEqual(2), {
      timeout: 4_000,
    });
    expect(queriesSentTo(fetchMock, '/api/admin/reactions').length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('opens the stream again when it drops, without polling meanwhile', async () => {
    const { connections, fetchMock } = serve();
    await open();
    const first = await firstConnection(connections);
    first.send(aSnapshot());
    await rowOf('Modelos de lectura', 'users');
    first.end();
    await waitFor(() => expect(connections).toHaveLength(2), { timeout: 3_000 });
    connections[1]!.send(aSnapshot([aProjection('users', { status: 'behind', lag: 5, lagSeconds: 3 })], { at: LATER }));
    await waitFor(async () => expect(await rowOf('Modelos de lectura', 'users')).toHaveTextContent('5 eventos · 3 s'));
    expect(screen.getByText('En vivo')).toBeInTheDocument();
    expect(queriesSentTo(fetchMock, '/api/admin/projections')).toEqual([]);
  }, 10_000);

  it('closes the stream when the page goes', async () => {
    const { connections } = serve();
    const { unmount } = await open();
    const stream = await firstConnection(connections);
    stream.send(aSnapshot());
    await rowOf('Modelos de lectura', 'users');
    expect(stream.request.signal.aborted).toBe(false);
    unmount();
    expect(stream.request.signal.aborted).toBe(true);
    await waitFor(() => expect(stream.cancelled).toHaveBeenCalled());
    // Nothing is opened again once the page has gone.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(connections).toHaveLength(1);
  }, 10_000);
});
