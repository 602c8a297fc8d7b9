import { Inject, Injectable } from '@nestjs/common';
import {
  isAdminRole,
  type PaymentDto,
  type PaymentListResponse,
  type PaymentMethod,
  type PaymentSortField,
  type PaymentStatsResponse,
  type PaymentStatus,
  type Role,
  type SortOrder,
} from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import type { ForeignNameReader, NameDoc } from '../../../platform/projections/foreign-names.js';
import { listSort } from '../../../platform/projections/list-sort.js';
import { View } from '../../../platform/projections/view.js';
import {
  READ_STORE,
  type Filter,
  type ReadStore,
  type SortSpec,
} from '../../../platform/read-store/read-store.port.js';
import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { PersonNames } from '../../accounts/index.js';
import {
  BRANCH_NAMES,
  fieldsOf,
  MEMBERSHIP_INFO,
  PAYMENTS,
  PEOPLE,
  PLAN_NAMES,
  toPaymentDto,
  type MembershipInfo,
  type PaymentDoc,
  type PaymentNames,
} from '../projections/payment-docs.js';

export interface PaymentCriteria {
  /** The client's name or email, case and accents ignored. */
  readonly search?: string | undefined;
  readonly userId?: string | undefined;
  readonly status?: PaymentStatus | undefined;
  readonly method?: PaymentMethod | undefined;
  readonly branchId?: string | undefined;
  /** Paid at or after this instant (ISO). */
  readonly from?: string | undefined;
  /** Paid before this instant (ISO). */
  readonly to?: string | undefined;
  readonly sort?: PaymentSortField | undefined;
  readonly order?: SortOrder | undefined;
  readonly page: number;
  readonly limit: number;
}

const PRESENT: Filter = { isVoided: false };
const COMPLETED: Filter = { ...PRESENT, status: 'COMPLETED' };
const REFUNDED: Filter = { ...PRESENT, status: 'REFUNDED' };
/** Newest payment first; among those paid at one instant, the one recorded last. */
const NEWEST_FIRST: SortSpec = { paidAt: -1, createdSeq: -1 };

/** The document fields each order sorts on; the amount is the money moved (a refund to the client is negative). */
const SORT_KEYS: Record<PaymentSortField, readonly string[]> = {
  paidAt: ['paidAt', 'createdSeq'],
  client: ['clientSort'],
  concept: ['source', 'conceptSort'],
  method: ['method'],
  amount: ['amountCents'],
  status: ['status'],
};

/** Cents back to pesos: the sum was exact, so this is the nearest double to it (12345 → 123.45). */
const pesos = (cents: number): number => cents / 100;

/** Admins read every payment; anyone else only their own. */
export function mayRead(
  payment: Pick<PaymentDto, 'userId'>,
  reader: { readonly id: string; readonly role: Role },
): boolean {
  return isAdminRole(reader.role) || payment.userId === reader.id;
}

/** Reads payments from their read model, joining the names they show in one lookup per kind. */
@Injectable()
export class PaymentQueries {
  private readonly payments: View<PaymentDoc>;
  private readonly memberships: View<NameDoc<MembershipInfo>>;
  private readonly people: ForeignNameReader<PersonNames>;
  private readonly branches: ForeignNameReader<{ name: string }>;
  private readonly plans: ForeignNameReader<{ name: string }>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly calendar: StudioCalendar,
  ) {
    this.payments = new View(store, PAYMENTS);
    this.memberships = new View(store, MEMBERSHIP_INFO.spec);
    this.people = PEOPLE.reader(store);
    this.branches = BRANCH_NAMES.reader(store);
    this.plans = PLAN_NAMES.reader(store);
  }

  /** A page of what the filters select, in the order asked for (else newest payment first). */
  async list(criteria: PaymentCriteria): Promise<PaymentListResponse> {
    const { items, ...page } = await this.payments.findPage(
      await this.filterFor(criteria),
      listSort(criteria, SORT_KEYS, NEWEST_FIRST),
      criteria.page,
      criteria.limit,
    );
    return { payments: await this.toDtos(items), ...page };
  }

  /** A payment that exists (not voided). */
  async get(id: string): Promise<PaymentDto> {
    const doc = await this.find(id);
    if (!doc) throw notFound('PAYMENT.NOT_FOUND');
    return (await this.toDtos([doc]))[0] as PaymentDto;
  }

  async find(id: string): Promise<PaymentDoc | null> {
    const doc = await this.payments.get(id);
    return doc && !doc.isVoided ? doc : null;
  }

  /**
   * The payments screen's tiles. Revenue is what COMPLETED payments brought in (a refunded one no
   * longer counts, a voided one never did), summed in whole cents; this month is the studio's. The
   * refunded amount is what the REFUNDED ones had brought in: only a charge can be refunded, so
   * their cents are all positive.
   */
  async stats(now: Date): Promise<PaymentStatsResponse> {
    const count = (filter: Filter) => this.payments.count({ ...PRESENT, ...filter });
    const month = this.calendar.month(now);
    const [
      totalPayments,
      pendingPayments,
      completedPayments,
      failedPayments,
      refundedPayments,
      revenue,
      monthly,
      refunded,
    ] = await Promise.all([
      count({}),
      count({ status: 'PENDING' }),
      count({ status: 'COMPLETED' }),
      count({ status: 'FAILED' }),
      count({ status: 'REFUNDED' }),
      this.centsOf(COMPLETED),
      this.centsOf({ ...COMPLETED, paidAt: { $gte: month.from.toISOString(), $lt: month.to.toISOString() } }),
      this.centsOf(REFUNDED),
    ]);
    const decided = completedPayments + failedPayments;
    const successRate = decided === 0 ? 0 : Math.round((completedPayments * 1000) / decided) / 10;
    return {
      totalPayments,
      totalRevenue: pesos(revenue),
      pendingPayments,
      completedPayments,
      failedPayments,
      refundedPayments,
      refundedAmount: pesos(refunded),
      successRate,
      monthlyRevenue: pesos(monthly),
    };
  }

  /** A plan's revenue (its figure in the plan's statistics): COMPLETED payments of memberships of that plan. */
  async planRevenue(planId: string): Promise<number> {
    return pesos(await this.centsOf({ ...COMPLETED, membershipPlanId: planId }));
  }

  /** What a payment by hand takes from the membership it is for; null when there is none (or it was deleted). */
  async membership(id: string): Promise<MembershipInfo | null> {
    const info = await this.memberships.get(id);
    return info && !info.isDeleted ? info : null;
  }

  /** The history's "as of" DTO, with the names as lists show them now. */
  async present(dto: PaymentDto): Promise<PaymentDto> {
    return toPaymentDto(dto, await this.namesFor([dto]));
  }

  private async toDtos(docs: readonly PaymentDoc[]): Promise<PaymentDto[]> {
    const names = await this.namesFor(docs);
    return docs.map((doc) => toPaymentDto(fieldsOf(doc), names));
  }

  private async namesFor(
    items: readonly { userId: string | null; branchId: string | null; membershipPlanId: string | null }[],
  ): Promise<PaymentNames> {
    const [people, branches, plans] = await Promise.all([
      this.people.byId(items.map((item) => item.userId)),
      this.branches.byId(items.map((item) => item.branchId)),
      this.plans.byId(items.map((item) => item.membershipPlanId)),
    ]);
    return { people, branches, plans };
  }

  /** Whole cents of the matching payments, added as integers (by the store) so the sum is exact. */
  private centsOf(filter: Filter): Promise<number> {
    return this.payments.sum('amountCents', filter);
  }

  private async filterFor(criteria: PaymentCriteria): Promise<Filter> {
    const filter: Filter = { ...PRESENT };
    if (criteria.userId !== undefined) filter.userId = criteria.userId;
    if (criteria.status !== undefined) filter.status = criteria.status;
    if (criteria.method !== undefined) filter.method = criteria.method;
    if (criteria.branchId !== undefined) filter.branchId = criteria.branchId;
    if (criteria.from !== undefined || criteria.to !== undefined) {
      filter.paidAt = {
        ...(criteria.from === undefined ? {} : { $gte: criteria.from }),
        ...(criteria.to === undefined ? {} : { $lt: criteria.to }),
      };
    }
    const search = criteria.search?.trim();
    // The people whose folded name or email contains the text, as the other lists search a person.
    if (search) filter.userId = await this.searchedUsers(search, criteria.userId);
    return filter;
  }

  /** The clients a search finds, within the one person a list is already limited to (a CLIENT's own). */
  private async searchedUsers(search: string, only: string | undefined): Promise<Filter> {
    const ids = await this.people.idsContaining(['nameFold', 'emailFold'], search);
    return { $in: only === undefined ? ids : ids.filter((id) => id === only) };
  }
}
