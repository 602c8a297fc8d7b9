import { useTranslation } from 'react-i18next';
import { PaymentReceipts } from '../components/payment-receipts';
import { ReservationHistory } from '../components/reservation-history';

/** /history: the classes the person took (with whether they came) and their payments with receipts. */
export function HistoryPage({ userId }: { readonly userId: string }) {
  const { t } = useTranslation('client-bookings');
  return (
    <div className="client-bookings">
      <header className="client-bookings__header">
        <h1 className="bp6-heading">{t('historyPage.title')}</h1>
        <p className="lead">{t('historyPage.subtitle')}</p>
      </header>
      <ReservationHistory />
      <PaymentReceipts userId={userId} />
    </div>
  );
}
