import { CLIENT_CREDENTIALS, browserSuite, pathOf, screenshot } from './support/browser';

const WORDS = {
  es: {
    faq: 'Preguntas frecuentes',
    question: '¿Hasta cuándo puedo cancelar una reserva?',
    answer: /Hasta que empiece la clase/,
    contact: 'Contactar a una sucursal',
    support: 'Soporte',
    chat: 'Chatea con nosotros',
    help: 'Ayuda y chat',
    whatsApp: 'Escribir por WhatsApp a BoxStudio Polanco',
    greeting: /^Hola, BoxStudio Polanco\. Soy .+ y tengo una pregunta:$/,
  },
  en: {
    faq: 'Frequently asked questions',
    question: 'Until when can I cancel a booking?',
    answer: /Until the class starts/,
    contact: 'Contact a branch',
    support: 'Support',
    chat: 'Chat with us',
    help: 'Help and chat',
    whatsApp: 'Write to BoxStudio Polanco on WhatsApp',
    greeting: /^Hello, BoxStudio Polanco\. I am .+ and I have a question:$/,
  },
} as const;

const COMBOS = (['es', 'en'] as const).flatMap((language) => [1366, 375].map((width) => ({ language, width })));

/** The FAQ, support and chat pages a signed-in client opens (issue: the client's own pages). */
describe('help: FAQ, support and chat (real browser)', () => {
  const suite = browserSuite();

  it.each(COMBOS)(
    'answers a question, leads to the branches, and the help button opens a chat on WhatsApp ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await suite.openSignedIn(
        CLIENT_CREDENTIALS,
        { language },
        { viewport: { width, height: 900 }, locale: language === 'es' ? 'es-ES' : 'en-US' },
      );
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: words.faq }).waitFor();
      const answer = page.getByText(words.answer);
      expect(await answer.isVisible()).toBe(false);
      await page.getByText(words.question, { exact: true }).click();
      await answer.waitFor();
      await screenshot(page, `help-faq-${language}-${width}`);

      await page.getByRole('link', { name: words.contact }).click();
      await page.getByRole('heading', { level: 1, name: words.support }).waitFor();
      expect(pathOf(page)).toBe('/support');
      await page.getByRole('heading', { level: 2, name: 'BoxStudio Providencia' }).waitFor();

      // The help button (signed-in only: floating, in the navbar on a phone) opens the chat: each branch's
      // WhatsApp, the message started.
      await page.getByRole('link', { name: words.help }).click();
      await page.getByRole('heading', { level: 1, name: words.chat }).waitFor();
      const chat = page.getByRole('link', { name: words.whatsApp });
      const link = new URL((await chat.getAttribute('href')) ?? '');
      expect(`${link.origin}${link.pathname}`).toMatch(/^https:\/\/wa\.me\/52\d{10}$/);
      expect(link.searchParams.get('text')).toMatch(words.greeting);
      expect(await chat.getAttribute('target')).toBe('_blank');
      await screenshot(page, `help-chat-${language}-${width}`);
    },
  );
});
