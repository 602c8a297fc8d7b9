import { ContactPage } from './contact-page';
import { FaqPage } from './faq-page';

/** The help screens load as one small chunk: the FAQ leads to the contacts, and the help button to the chat. */
export default function HelpPage({ page }: { readonly page: 'faq' | 'support' | 'chat' }) {
  return page === 'faq' ? <FaqPage /> : <ContactPage kind={page} />;
}
