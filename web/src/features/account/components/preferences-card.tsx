import { Button, ButtonGroup, Card, FormGroup, H2, Intent } from '@blueprintjs/core';
import type { Language } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { languageChanged, selectLanguage, selectTheme, themeChanged, THEMES } from '../../../lib/preferences-slice';

const LANGUAGES: readonly Language[] = ['es', 'en'];

/** The page's language and theme, as the navbar's buttons set them, chosen here by name. */
export function PreferencesCard() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const theme = useAppSelector(selectTheme);
  return (
    <Card className="page-card profile-card">
      <H2 className="profile-card__title">{t('preferences.title')}</H2>
      <FormGroup label={t('preferences.language')}>
        <ButtonGroup aria-label={t('preferences.language')}>
          {LANGUAGES.map((value) => (
            <Button
              key={value}
              text={t(`preferences.languages.${value}`)}
              aria-pressed={language === value}
              intent={language === value ? Intent.PRIMARY : Intent.NONE}
              onClick={() => dispatch(languageChanged(value))}
            />
          ))}
        </ButtonGroup>
      </FormGroup>
      <FormGroup label={t('preferences.theme')}>
        <ButtonGroup aria-label={t('preferences.theme')}>
          {THEMES.map((value) => (
            <Button
              key={value}
              text={t(`preferences.themes.${value}`)}
              aria-pressed={theme === value}
              intent={theme === value ? Intent.PRIMARY : Intent.NONE}
              onClick={() => dispatch(themeChanged(value))}
            />
          ))}
        </ButtonGroup>
      </FormGroup>
    </Card>
  );
}
