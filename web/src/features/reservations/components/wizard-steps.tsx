import { useTranslation } from 'react-i18next';

/** Where the sample class wizard is: 1 'Datos del Cliente', 2 'Reservar Clase'. */
export function WizardSteps({ current }: { readonly current: 1 | 2 }) {
  const { t } = useTranslation('reservations');
  return (
    <ol className="reservations-steps" aria-label={t('sample.steps')}>
      {([1, 2] as const).map((step) => (
        <li
          key={step}
          className={
            step === current ? 'reservations-steps__step reservations-steps__step--current' : 'reservations-steps__step'
          }
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="reservations-steps__number" aria-hidden="true">
            {step}
          </span>
          <span>
            <span className="bp6-text-muted reservations-steps__of">{t('sample.stepOf', { step })}</span>{' '}
            {t(`sample.step${step}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
