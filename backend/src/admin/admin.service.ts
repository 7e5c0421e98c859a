import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminEmailPreview,
  AdminScheduleList,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
} from '@app/contracts/admin';
import { renderInvoiceEmail } from '@app/contracts/documents';
import { DEFAULT_TIME_ZONE } from '@app/contracts/invoice';
import { maskSecrets, type Settings } from '@app/contracts/settings';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Clock } from '../common/time/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { CompaniesService } from '../companies/companies.service.js';
import type { CompanyListDto } from '../companies/dto/company.dto.js';
import type { ListCompaniesQueryDto } from '../companies/dto/list-companies.dto.js';
import type { InvoiceListDto } from '../invoices/dto/list-invoices.dto.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import type { ListSchedulesQueryDto } from '../schedules/dto/list-schedules.dto.js';
import { SchedulesService } from '../schedules/schedules.service.js';
import type { SettingsResponseDto } from '../settings/dto/settings.dto.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { type AdminRule, toAdminUser, toAdminUserStats } from './admin-user-mapper.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { ADMIN_LIST_CURSOR } from './dto/admin-list-query.js';
import { type AdminUsersQueryDto, DEFAULT_USERS_LIMIT } from './dto/admin-user.dto.js';

/**
 * The admin area's view of users and their data (spec §2 admin routes, §7). A user's data is
 * read through the same owner-scoped services the user's own API uses, with that user's id, so
 * the admin sees exactly what the user would; an unknown user id is 404 first.
 */
@Injectable()
export class AdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: AdminUsersRepository,
    private readonly accounts: UsersService,
    private readonly invoices: InvoicesService,
    private readonly companies: CompaniesService,
    private readonly settings: SettingsService,
    private readonly schedules: SchedulesService,
    private readonly clock: Clock,
  ) {}

  private readonly isAdmin: AdminRule = (user) => this.accounts.isAdmin(user);

  /** A page of users (newest first, matching `query` when given) and the counters over all. */
  async listUsers(query: AdminUsersQueryDto): Promise<AdminUserList> {
    const limit = query.limit ?? DEFAULT_USERS_LIMIT;
    const position = positionOf(query, ADMIN_LIST_CURSOR, limit);
    const [found, stats] = await Promise.all([
      this.users.page(query.query?.trim() ?? '', position, limit),
      this.users.stats(this.clock.today(), DEFAULT_TIME_ZONE),
    ]);
    const page = toPage(found, query, limit, (row) => [row.created_key, row.id]);
    return {
      users: page.rows.map((row) => toAdminUser(row, this.isAdmin)),
      stats: toAdminUserStats(stats),
      ...page.info,
    };
  }

  async user(id: string): Promise<AdminUserDetail> {
    return { user: await this.existing(id) };
  }

  async invoicesOf(id: string, page: number, limit: number): Promise<InvoiceListDto> {
    await this.existing(id);
    return this.invoices.list(id, { page, limit });
  }

  async companiesOf(id: string, query: ListCompaniesQueryDto): Promise<CompanyListDto> {
    await this.existing(id);
    return this.companies.list(id, query);
  }

  /** The settings with every value that looks like a key, secret, password or token masked. */
  async settingsOf(id: string): Promise<SettingsResponseDto> {
    await this.existing(id);
    const stored = await this.settings.get(id);
    return { ...stored, settings: maskSecrets(stored.settings) as SettingsResponseDto['settings'] };
  }

  async schedulesOf(id: string, query: ListSchedulesQueryDto): Promise<AdminScheduleList> {
    await this.existing(id);
    return this.schedules.listWithTemplateNumbers(id, query);
  }

  /** The invoice's e-mail as its customer would get it now, in the user's invoice language. */
  async emailPreview(id: string, invoiceId: string): Promise<AdminEmailPreview> {
    await this.existing(id);
    const invoice = await this.invoices.get(id, invoiceId);
    const settings: Settings = await this.settings.read(id);
    const { html } = renderInvoiceEmail(invoice, {
      language: settings.invoiceLanguage,
      paymentBaseUrl: this.config.publicUrl,
      country: settings.country,
    });
    return { html, invoiceNumber: invoice.invoiceNumber };
  }

  private async existing(id: string): Promise<AdminUser> {
    const row = await this.users.find(id);
    if (row === null)
      throw new DomainException('NOT_FOUND', { message: `User with ID ${id} not found` });
    return toAdminUser(row, this.isAdmin);
  }
}
