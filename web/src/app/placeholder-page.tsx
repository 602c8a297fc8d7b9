import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type ApiEnvelope } from '@boxstudio/contracts';
import './placeholder-page.css';

type ApiHealth = 'checking' | 'online' | 'offline';

const HEALTH_LABELS: Record<ApiHealth, string> = {
  checking: 'Comprobando la API…',
  online: 'API en línea',
  offline: 'API no disponible',
};

const CHECK_EVERY_MS = 15_000;
const CHECK_TIMEOUT_MS = 5_000;

async function checkApiHealth(signal: AbortSignal): Promise<ApiHealth> {
  try {
    const response = await fetch('/api/health', {
      headers: { Accept: 'application/json', 'Accept-Language': DEFAULT_LANGUAGE },
      signal,
    });
    if (!response.ok) return 'offline';
    const body = (await response.json()) as ApiEnvelope;
    return body.success ? 'online' : 'offline';
  } catch {
    return 'offline';
  }
}

/** Asks the API for its health now and every few seconds, so the page notices when it comes up or goes down. */
function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>('checking');

  useEffect(() => {
    let current: AbortController | undefined;
    const check = async (): Promise<void> => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const timeout = window.setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
      const result = await checkApiHealth(controller.signal);
      window.clearTimeout(timeout);
      if (current === controller) setHealth(result);
    };
    void check();
    const interval = window.setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      window.clearInterval(interval);
      current?.abort();
      current = undefined;
    };
  }, []);

  return health;
}

export function PlaceholderPage() {
  const health = useApiHealth();

  return (
    <main className="placeholder">
      <section className="placeholder__card">
        <img className="placeholder__logo" src="/favicon.svg" alt="" width={56} height={56} />
        <h1 className="placeholder__title">
          BoxStudio <span className="placeholder__accent">—</span> consola de gestión
        </h1>
        <p className="placeholder__lead">Estamos preparando la consola. Muy pronto podrás gestionar aquí sucursales, clases, membresías y reservas.</p>
        <p className="placeholder__status" role="status" aria-live="polite">
          <span className={`placeholder__dot placeholder__dot--${health}`} aria-hidden="true" />
          {HEALTH_LABELS[health]}
        </p>
        <a className="placeholder__link" href="/api/docs">
          Documentación de la API
        </a>
      </section>
    </main>
  );
}
