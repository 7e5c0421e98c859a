import { http, HttpResponse } from 'msw';
import type {
  AdminDailyStatsDto,
  AdminEmailDto,
  AdminEmailQueueDto,
  AdminPeppolDeliveriesDto,
  AdminPeppolDeliveryDto,
  AdminScheduleDtoRead,
  AdminScheduleListDtoRead,
  AdminUserDto,
  AdminUserListDto,
  CompanyDtoRead,
  CompanyListDtoRead,
  InvoiceDtoRead,
  SettingsResponseDtoRead,
} from '../shared/api/adminApi.gen';

export const API = 'http://localhost/api/admin';

const hoursAgo = (hours: number): string => new Date(Date.now() - hours * 3_600_000).toISOString();

export const adminUser = (overrides: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 'u1',
  email: 'jan@studiovos.example',
  displayName: 'Jan',
  company: 'Studio Vos',
  invoiceCount: 12,
  isAdmin: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastActiveAt: hoursAgo(3),
  ...overrides,
});

/** One page of the users list: every user given, unless `overrides` says more follow. */
export const userList = (
  users: AdminUserDto[],
  overrides: Partial<AdminUserListDto> = {},
): AdminUserListDto => ({
  users,
  stats: { totalUsers: users.length, activeToday: 1, totalInvoices: 12 },
  total: users.length,
  totalCapped: false,
  page: 1,
  limit: 50,
  hasMore: false,
  nextCursor: null,
  ...overrides,
});

export const invoice = (n: number, overrides: Partial<InvoiceDtoRead> = {}): InvoiceDtoRead => ({
  id: `invoice-${String(n).padStart(10, '0')}`,
  invoiceNumber: `INV-2026-${String(n).padStart(4, '0')}`,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: hoursAgo(2),
  currency: 'EUR',
  date: '2026-03-05',
  dueDate: '2026-03-19',
  discount: { type: 'none', value: '0' },
  emailMessage: '',
  isPlaceholder: {},
  items: [],
  notes: '',
  paymentLinks: [],
  paymentMethods: {
    bank: { enabled: true, iban: 'NL91ABNA0417164300', accountName: 'Studio Vos' },
    mollie: {
      enabled: true,
      apiKey: 'live****************',
      businessName: '',
      description: '',
      isConnected: true,
    },
    paypal: { enabled: false, email: '' },
    stripe: { enabled: false, accountId: '', description: '' },
  },
  paymentStatus: 'unpaid',
  paymentTerms: '14 days',
  recipient: {
    company: `Acme ${n}`,
    address: 'Damrak 2',
    city: 'Amsterdam',
    email: '',
    postalCode: '1012 LG',
  },
  sender: {
    company: 'Studio Vos',
    address: 'Keizersgracht 1',
    city: 'Amsterdam',
    kvkNumber: '',
    postalCode: '1015 CJ',
    vatNumber: '',
  },
  status: 'saved',
  total: 21388,
  version: 1,
  ...overrides,
});

export const company = (overrides: Partial<CompanyDtoRead> = {}): CompanyDtoRead => ({
  id: 'c1',
  name: 'Acme B.V.',
  address: 'Damrak 2',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  contactName: '',
  email: 'info@acme.example',
  additionalInfo: '',
  createdAt: 1_772_700_000,
  version: 1,
  ...overrides,
});

/** One page of a user's companies: the whole list unless `overrides` says more follow. */
export const companyPage = (
  companies: CompanyDtoRead[],
  overrides: Partial<CompanyListDtoRead> = {},
): CompanyListDtoRead => ({
  companies,
  total: companies.length,
  totalCapped: false,
  page: 1,
  limit: 50,
  hasMore: false,
  nextCursor: null,
  ...overrides,
});

export const schedulePage = (
  schedules: AdminScheduleDtoRead[],
  overrides: Partial<AdminScheduleListDtoRead> = {},
): AdminScheduleListDtoRead => ({
  schedules,
  total: schedules.length,
  totalCapped: false,
  page: 1,
  limit: 50,
  hasMore: false,
  nextCursor: null,
  ...overrides,
});

export const schedule = (overrides: Partial<AdminScheduleDtoRead> = {}): AdminScheduleDtoRead => ({
  id: 's1',
  templateInvoiceId: 'invoice-0000000001',
  templateInvoiceNumber: 'INV-2026-0001',
  type: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-01-01',
  active: true,
  nextInvoiceDate: '2026-04-01',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

export const settingsResponse = (): SettingsResponseDtoRead => ({
  savedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
  settings: {
    country: 'NL',
    vatRegime: 'standard',
    paymentReferenceKind: 'invoice_number',
    defaultCompany: null,
    defaultNotes: '',
    defaultPaymentMethods: ['bank'],
    invoiceLanguage: 'nl',
    invoiceNumberFormat: {
      includeYear: true,
      numberPadding: 4,
      prefix: 'INV',
      separator: '-',
      yearFormat: 'full',
    },
    invoiceStartNumber: 1,
    creditNoteNumberFormat: {
      includeYear: true,
      numberPadding: 4,
      prefix: 'CN',
      separator: '-',
      yearFormat: 'full',
    },
    creditNoteStartNumber: 1,
    latestCreditNoteNumber: 0,
    language: 'nl',
    latestInvoiceNumber: 42,
    logo: null,
    paymentMethods: {
      bank: { enabled: true, iban: 'NL91ABNA0417164300', accountName: 'Studio Vos' },
      mollie: {
        enabled: true,
        // What the server's masking (contracts maskSecrets) leaves of a Mollie key.
        apiKey: `live${'*'.repeat(28)}`,
        businessName: 'Studio Vos',
        description: '',
        isConnected: true,
      },
      paypal: { enabled: false, email: '' },
      stripe: { enabled: false, accountId: '', description: '' },
    },
    reminders: { enabled: false, daysAfterDue: 7 },
  },
});

export const queuedEmail = (overrides: Partial<AdminEmailDto> = {}): AdminEmailDto => ({
  id: 'e1',
  invoiceId: 'invoice-0000000001',
  invoiceNumber: 'INV-2026-0001',
  documentType: 'invoice',
  userId: 'u1',
  userEmail: 'jan@studiovos.example',
  recipientEmail: 'boekhouding@acme.example',
  kind: 'invoice',
  status: 'planned',
  error: null,
  attempts: 0,
  scheduledAt: hoursAgo(1),
  sentAt: null,
  ...overrides,
});

/** One page of the e-mail queue: every record given, counted, unless `overrides` says more. */
export const emailQueue = (
  emails: AdminEmailDto[],
  overrides: Partial<AdminEmailQueueDto> = {},
): AdminEmailQueueDto => {
  const counted = (status: string) => ({
    total: emails.filter((email) => email.status === status).length,
    totalCapped: false,
  });
  return {
    emails,
    stats: { planned: counted('planned'), sent: counted('sent') },
    total: emails.length,
    totalCapped: false,
    page: 1,
    limit: 100,
    hasMore: false,
    nextCursor: null,
    ...overrides,
  };
};

export const peppolDelivery = (
  overrides: Partial<AdminPeppolDeliveryDto> = {},
): AdminPeppolDeliveryDto => ({
  id: 'p1',
  invoiceId: 'invoice-0000000001',
  invoiceNumber: 'INV-2026-0001',
  documentType: 'invoice',
  userId: 'u1',
  userEmail: 'jan@studiovos.example',
  recipient: '0208:0123456749',
  status: 'queued',
  reason: null,
  attempts: 0,
  providerDocumentId: null,
  envelopeId: null,
  claimedBy: null,
  mayHaveBeenDeliveredTwice: false,
  createdAt: hoursAgo(1),
  sentAt: null,
  settledAt: null,
  ...overrides,
});

/** One page of the Peppol deliveries: every delivery given, counted, unless `overrides` says more. */
export const peppolPage = (
  deliveries: AdminPeppolDeliveryDto[],
  overrides: Partial<AdminPeppolDeliveriesDto> = {},
): AdminPeppolDeliveriesDto => {
  const counted = (...statuses: string[]) => ({
    total: deliveries.filter((delivery) => statuses.includes(delivery.status)).length,
    totalCapped: false,
  });
  return {
    deliveries,
    stats: {
      queued: counted('queued', 'sending'),
      sent: counted('sent', 'delivered'),
      failed: counted('refused', 'failed'),
    },
    total: deliveries.length,
    totalCapped: false,
    page: 1,
    limit: 100,
    hasMore: false,
    nextCursor: null,
    ...overrides,
  };
};

/** The dashboard's last days: a sign-up on the first, invoices on the last two. */
export const dailyStats = (): AdminDailyStatsDto => {
  const dates = Array.from({ length: 30 }, (_, index) =>
    new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10),
  );
  return {
    from: dates[0] ?? '',
    to: dates[29] ?? '',
    timeZone: 'Europe/Amsterdam',
    days: dates.map((date, index) => ({
      date,
      signUps: index === 0 ? 1 : 0,
      invoices: index >= 28 ? 3 : 0,
    })),
  };
};

/** Happy answers for every admin endpoint; a spec overrides the ones it is about. */
export const adminHandlers = [
  http.get(`${API}/users`, () => HttpResponse.json(userList([adminUser()]))),
  http.get(`${API}/users/:id`, ({ params }) =>
    HttpResponse.json({ user: adminUser({ id: String(params.id) }) }),
  ),
  http.get(`${API}/users/:id/invoices`, () =>
    HttpResponse.json({ invoices: [invoice(1)], total: 1, page: 1, limit: 10, hasMore: false }),
  ),
  http.get(`${API}/users/:id/companies`, () => HttpResponse.json(companyPage([company()]))),
  http.get(`${API}/users/:id/settings`, () => HttpResponse.json(settingsResponse())),
  http.get(`${API}/users/:id/schedules`, () => HttpResponse.json(schedulePage([schedule()]))),
  http.get(`${API}/email-queue`, () => HttpResponse.json(emailQueue([queuedEmail()]))),
  http.get(`${API}/peppol-deliveries`, () => HttpResponse.json(peppolPage([peppolDelivery()]))),
  http.get(`${API}/stats/daily`, () => HttpResponse.json(dailyStats())),
];

export const notFound = (message: string) =>
  HttpResponse.json(
    { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message },
    { status: 404 },
  );

export const serverError = () =>
  HttpResponse.json(
    { statusCode: 500, code: 'INTERNAL_ERROR', error: 'Internal Server Error', message: 'Boom' },
    { status: 500 },
  );
