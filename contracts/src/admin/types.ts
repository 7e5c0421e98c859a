import type { ListPageInfo } from '../common/list-page.js';
import type { ApiSchedule } from '../invoice/schedules.js';
import type { DocumentType } from '../invoice/types.js';

/** An intersection as one flat object type (what a DTO class declares). */
type Flat<Type> = { [K in keyof Type]: Type[K] };

/** A list's own fields and the page's, as one flat object type. */
type Paged<Fields> = Flat<Fields & ListPageInfo>;

/** A user as the admin area lists them (spec §2 "/admin"). */
export type AdminUser = {
  id: string;
  email: string;
  displayName: string | null;
  /** The default company's name from their settings; '' when none. */
  company: string;
  invoiceCount: number;
  isAdmin: boolean;
  /** ISO timestamps. */
  createdAt: string;
  lastActiveAt: string | null;
};

/** The counters above the user list. */
export type AdminUserStats = {
  totalUsers: number;
  /** Users active since the start of today (Amsterdam). */
  activeToday: number;
  totalInvoices: number;
};

/**
 * A page of users, newest first (matching the search when there is one), and the counters over
 * every user, whatever the page and the search.
 */
export type AdminUserList = Paged<{ users: AdminUser[]; stats: AdminUserStats }>;

export type AdminUserDetail = { user: AdminUser };

/** The e-mail of an invoice as its recipient would get it now (spec §7 email-preview). */
export type AdminEmailPreview = { html: string; invoiceNumber: string };

/** One e-mail record in the queue (spec §2 "/admin/email-queue"). */
export type AdminEmail = {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  /** Whether the e-mail sends an invoice or a credit note, which the queue tells apart. */
  documentType: DocumentType;
  userId: string;
  userEmail: string;
  recipientEmail: string;
  /** 'invoice' or 'reminder'. */
  kind: string;
  /** planned, sending, sent or failed. */
  status: string;
  error: string | null;
  attempts: number;
  /** ISO timestamps. */
  scheduledAt: string;
  sentAt: string | null;
};

/** A count that stops at `COUNT_CAP`: show it with `formatListTotal` ('1,000+'). */
export type CappedCount = Pick<ListPageInfo, 'total' | 'totalCapped'>;

/** The counters above the queue, over every record; its `total` is the list's own. */
export type AdminEmailQueueStats = {
  /** Not sent yet: planned, or being sent right now. */
  planned: CappedCount;
  sent: CappedCount;
};

/** A page of the queue, newest first, and the counters over the whole queue. */
export type AdminEmailQueue = Paged<{ emails: AdminEmail[]; stats: AdminEmailQueueStats }>;

/** What an admin action on the queue did: the record that is now on its way. */
export type AdminEmailResult = { email: AdminEmail };

/**
 * A user's schedule as the admin area lists it (spec §2 "/admin/user/{uid}/schedules"): with its
 * template invoice's number, read with the schedule, so the table names the invoice as people
 * know it; null when that invoice is not there (any more), '' when it has no number.
 */
export type AdminSchedule = Flat<ApiSchedule & { templateInvoiceNumber: string | null }>;

/** A page of a user's schedules, newest first. */
export type AdminScheduleList = Paged<{ schedules: AdminSchedule[] }>;
