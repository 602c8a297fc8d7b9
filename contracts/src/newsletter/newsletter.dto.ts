import type { PageInfo } from '../platform/pagination.js';

export interface NewsletterSubscribeRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface NewsletterSubscriberDto {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly subscribedAt: string;
}

export interface NewsletterSubscriberList extends PageInfo {
  readonly subscribers: NewsletterSubscriberDto[];
}
