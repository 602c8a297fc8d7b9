import type { NewsletterSubscribeRequest, NewsletterSubscriberDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterSubscriberDto, NewsletterSubscribeRequest>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
