import type { NewsletterSubscriberDto, NewsletterSubscriberList } from '@boxstudio/contracts';
import { PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { instant, list, text } from '../../platform/http/openapi/wire-schema.js';

export const SUBSCRIBER_DTO = model<NewsletterSubscriberDto>('NewsletterSubscriberDto', {
  id: text(),
  firstName: text(),
  lastName: text(),
  email: text(),
  subscribedAt: instant(),
});

export const SUBSCRIBER_LIST = model<NewsletterSubscriberList>('NewsletterSubscriberList', {
  ...PAGE_FIELDS,
  subscribers: list(SUBSCRIBER_DTO),
});
