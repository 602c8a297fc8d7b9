import { createI18n, loadersFromFiles, resourcesFromFiles } from './i18n-setup';

// i18next adds what it loads to the resources it was given: a fresh set per test.
const bundled = () =>
  resourcesFromFiles({
    '../locales/es/common.json': { default: { hello: 'Hola' } },
    '../locales/en/common.json': { default: { hello: 'Hello' } },
  });

function onDemand() {
  const files = {
    '../features/home/locales/es.json': jest.fn(async () => ({ default: { title: 'Entrena duro' } })),
    '../features/home/locales/en.json': jest.fn(async () => ({ default: { title: 'Train hard' } })),
  };
  return { files, loaders: loadersFromFiles(files) };
}

describe('translations loaded on demand', () => {
  it('has the bundled namespace at once and loads another one when asked, once', async () => {
    const { files, loaders } = onDemand();
    const i18n = createI18n(bundled(), 'es', loaders);
    expect(i18n.t('hello')).toBe('Hola');
    expect(i18n.hasLoadedNamespace('home')).toBe(false);
    expect(files['../features/home/locales/es.json']).not.toHaveBeenCalled();

    await i18n.loadNamespaces('home');
    await i18n.loadNamespaces('home');
    expect(i18n.t('title', { ns: 'home' })).toBe('Entrena duro');
    expect(files['../features/home/locales/es.json']).toHaveBeenCalledTimes(1);
    expect(files['../features/home/locales/en.json']).not.toHaveBeenCalled();
  });

  it('loads the namespaces in use for a new language before switching to it', async () => {
    const { loaders } = onDemand();
    const i18n = createI18n(bundled(), 'es', loaders);
    await i18n.loadNamespaces('home');
    await i18n.changeLanguage('en');
    expect([i18n.t('hello'), i18n.t('title', { ns: 'home' })]).toEqual(['Hello', 'Train hard']);
  });

  it('falls back to Spanish for a namespace a language lacks', async () => {
    const i18n = createI18n(
      bundled(),
      'en',
      loadersFromFiles({ '../features/home/locales/es.json': async () => ({ default: { title: 'Entrena duro' } }) }),
    );
    await i18n.loadNamespaces('home');
    expect(i18n.t('title', { ns: 'home' })).toBe('Entrena duro');
  });
});
