import { useEffect, useId, useRef, useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { Desktop, Flash, Moon, Translate } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageChanged, selectLanguage, selectTheme, themeChanged, THEMES } from '../../lib/preferences-slice';

export const THEME_TOOLTIP_MS = 2000;

const THEME_ICONS = { auto: <Desktop />, light: <Flash />, dark: <Moon /> } as const;

export function LanguageToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Button
      variant="minimal"
      icon={<Translate />}
      text={t('language.short')}
      // The name starts with what the button shows ("ES"), so a person who says what they see can use it.
      aria-label={`${t('language.short')}, ${t('language.toggle')}`}
      title={t('language.toggle')}
      onClick={() => dispatch(languageChanged(language === 'es' ? 'en' : 'es'))}
    />
  );
}

/**
 * Cycles auto → light → dark; the tooltip naming the new theme hides after 2000 ms. The tooltip
 * is a styled element under the button, not Blueprint's Tooltip: that one's positioning engine
 * would otherwise be part of every page's first load.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const tooltipId = useId();

  const showTooltip = () => {
    setTooltipOpen(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTooltipOpen(false), THEME_TOOLTIP_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'dark';
  return (
    <span className="nav-tooltip-anchor">
      <Button
        variant="minimal"
        icon={THEME_ICONS[theme]}
        aria-label={`${t('theme.toggle')} (${t(`theme.${theme}`)})`}
        aria-describedby={tooltipOpen ? tooltipId : undefined}
        onMouseEnter={showTooltip}
        onFocus={showTooltip}
        onMouseLeave={() => setTooltipOpen(false)}
        onBlur={() => setTooltipOpen(false)}
        onClick={() => {
          dispatch(themeChanged(next));
          showTooltip();
        }}
      />
      {tooltipOpen && (
        <span role="tooltip" id={tooltipId} className={`${Classes.POPOVER} ${Classes.TOOLTIP} nav-tooltip`}>
          <span className={Classes.POPOVER_CONTENT}>{t(`theme.${theme}`)}</span>
        </span>
      )}
    </span>
  );
}
