import { CreateUsers1763701200000 } from './1763701200000-create-users.js';
import { CreateCompanies1763900000000 } from './1763900000000-create-companies.js';
import { CreateSignInTables1764000000000 } from './1764000000000-create-sign-in-tables.js';
import { CreateLogos1764100000000 } from './1764100000000-create-logos.js';
import { CreateInvoicesAndSettings1764200000000 } from './1764200000000-create-invoices-and-settings.js';
import { CreateSchedules1764300000000 } from './1764300000000-create-schedules.js';
import { IndexCompanyNames1764400000000 } from './1764400000000-index-company-names.js';
import { CreateInvoiceEmails1764500000000 } from './1764500000000-create-invoice-emails.js';
import { CreateScheduleRunsAndReminders1764600000000 } from './1764600000000-create-schedule-runs-and-reminders.js';
import { CreateMollieConnections1764700000000 } from './1764700000000-create-mollie-connections.js';
import { CreateAdminAuditLog1764800000000 } from './1764800000000-create-admin-audit-log.js';
import { AddEInvoiceAttachment1764900000000 } from './1764900000000-add-e-invoice-attachment.js';
import { IndexInvoiceEmailsBySender1765000000000 } from './1765000000000-index-invoice-emails-by-sender.js';
import { VerifyEmailsAndRevokeSessions1765050000000 } from './1765050000000-verify-emails-and-revoke-sessions.js';
import { FlagEmailsTakenOverWhileSending1765100000000 } from './1765100000000-flag-emails-taken-over-while-sending.js';
import { IndexTheReminderSweep1765200000000 } from './1765200000000-index-the-reminder-sweep.js';
import { IndexTheClaims1765300000000 } from './1765300000000-index-the-claims.js';
import { IndexTheOverviewFilters1765400000000 } from './1765400000000-index-the-overview-filters.js';
import { DropTheOldScheduleDueIndex1765450000000 } from './1765450000000-drop-the-old-schedule-due-index.js';
import { IndexTheCompanyList1765500000000 } from './1765500000000-index-the-company-list.js';
import { CountInvoicesAndIndexTheAdminLists1765600000000 } from './1765600000000-count-invoices-and-index-the-admin-lists.js';
import { IndexTheScheduleList1765650000000 } from './1765650000000-index-the-schedule-list.js';
import { CreatePersonalAccessTokens1765700000000 } from './1765700000000-create-personal-access-tokens.js';
import { VersionTheResources1765800000000 } from './1765800000000-version-the-resources.js';
import { CreateWebhooks1766000000000 } from './1766000000000-create-webhooks.js';
import { CreateIdempotencyKeys1766100000000 } from './1766100000000-create-idempotency-keys.js';
import { CreateCreditNotes1766200000000 } from './1766200000000-create-credit-notes.js';
import { CreateMollieRefunds1766300000000 } from './1766300000000-create-mollie-refunds.js';
import { CreateVatNumberChecks1766400000000 } from './1766400000000-create-vat-number-checks.js';
import { CreatePeppolRegistrations1766500000000 } from './1766500000000-create-peppol-registrations.js';
import { CreatePeppolDeliveries1766600000000 } from './1766600000000-create-peppol-deliveries.js';
import { CreateReceivedDocuments1766700000000 } from './1766700000000-create-received-documents.js';
import { IndexOverdueByDueDate1766810000000 } from './1766810000000-index-overdue-by-due-date.js';
import { IndexTheAdminDailyFigures1766850000000 } from './1766850000000-index-the-admin-daily-figures.js';
import { CreateArchivedDocuments1766900000000 } from './1766900000000-create-archived-documents.js';
import { RecordHowInvoicesWerePaid1767000000000 } from './1767000000000-record-how-invoices-were-paid.js';
import { CreateBankCredits1767100000000 } from './1767100000000-create-bank-credits.js';
import { KeepTheIssuedDocument1767300000000 } from './1767300000000-keep-the-issued-document.js';
import { KeepEachIssuedVersion1767500000000 } from './1767500000000-keep-each-issued-version.js';
import { IndexTheDeepPages1767600000000 } from './1767600000000-index-the-deep-pages.js';

/**
 * In order of application. Migrations are written by hand: after changing an entity, run the
 * backend e2e tests; `migrations.e2e-spec.ts` fails with the SQL the schema still needs.
 */
export const MIGRATIONS = [
  CreateUsers1763701200000,
  CreateCompanies1763900000000,
  CreateSignInTables1764000000000,
  CreateLogos1764100000000,
  CreateInvoicesAndSettings1764200000000,
  CreateSchedules1764300000000,
  IndexCompanyNames1764400000000,
  CreateInvoiceEmails1764500000000,
  CreateScheduleRunsAndReminders1764600000000,
  CreateMollieConnections1764700000000,
  CreateAdminAuditLog1764800000000,
  AddEInvoiceAttachment1764900000000,
  IndexInvoiceEmailsBySender1765000000000,
  VerifyEmailsAndRevokeSessions1765050000000,
  FlagEmailsTakenOverWhileSending1765100000000,
  IndexTheReminderSweep1765200000000,
  IndexTheClaims1765300000000,
  IndexTheOverviewFilters1765400000000,
  DropTheOldScheduleDueIndex1765450000000,
  IndexTheCompanyList1765500000000,
  CountInvoicesAndIndexTheAdminLists1765600000000,
  IndexTheScheduleList1765650000000,
  CreatePersonalAccessTokens1765700000000,
  VersionTheResources1765800000000,
  CreateWebhooks1766000000000,
  CreateIdempotencyKeys1766100000000,
  CreateCreditNotes1766200000000,
  CreateMollieRefunds1766300000000,
  CreateVatNumberChecks1766400000000,
  CreatePeppolRegistrations1766500000000,
  CreatePeppolDeliveries1766600000000,
  CreateReceivedDocuments1766700000000,
  IndexOverdueByDueDate1766810000000,
  IndexTheAdminDailyFigures1766850000000,
  CreateArchivedDocuments1766900000000,
  RecordHowInvoicesWerePaid1767000000000,
  CreateBankCredits1767100000000,
  KeepTheIssuedDocument1767300000000,
  KeepEachIssuedVersion1767500000000,
  IndexTheDeepPages1767600000000,
];
