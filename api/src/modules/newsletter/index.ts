export { NewsletterModule } from './newsletter.module.js';
