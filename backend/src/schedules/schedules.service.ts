import { Injectable } from '@nestjs/common';
import type { AdminScheduleList } from '@app/contracts/admin';
import type { ApiSchedule } from '@app/contracts/invoice';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import {
  DEFAULT_SCHEDULE_PAGE_SIZE,
  MAX_SCHEDULE_PAGE_SIZE,
  SCHEDULE_LIST_CURSOR,
  type ListSchedulesQueryDto,
} from './dto/list-schedules.dto.js';
import { UpdateScheduleDto, type CreateScheduleDto } from './dto/save-schedule.dto.js';
import { patchResource } from '../common/patch/patch-resource.js';
import { createApiValidationPipe } from '../common/validation/api-validation-pipe.js';
import type { ScheduleListDto } from './dto/schedule.dto.js';
import { toApiSchedule } from './schedule-mapper.js';
import { ScheduleWriterService, type SaveScheduleResult } from './schedule-writer.service.js';
import { SchedulesRepository } from './schedules.repository.js';

/** A user's schedules. Every method takes the owner first. */
@Injectable()
export class SchedulesService {
  private readonly validation = createApiValidationPipe();

  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly writer: ScheduleWriterService,
  ) {}

  async list(ownerId: string, query: ListSchedulesQueryDto): Promise<ScheduleListDto> {
    const page = await this.page(ownerId, query, false);
    return { schedules: page.rows.map((row) => toApiSchedule(row.schedule)), ...page.info };
  }

  /** The same page, each schedule with its template invoice's number (the admin's list). */
  async listWithTemplateNumbers(
    ownerId: string,
    query: ListSchedulesQueryDto,
  ): Promise<AdminScheduleList> {
    const page = await this.page(ownerId, query, true);
    return {
      schedules: page.rows.map((row) => ({
        ...toApiSchedule(row.schedule),
        templateInvoiceNumber: row.templateInvoiceNumber ?? null,
      })),
      ...page.info,
    };
  }

  private async page(ownerId: string, query: ListSchedulesQueryDto, templateNumbers: boolean) {
    const limit = Math.min(query.limit ?? DEFAULT_SCHEDULE_PAGE_SIZE, MAX_SCHEDULE_PAGE_SIZE);
    const activeOnly = query.activeOnly ?? false;
    const position = positionOf(query, SCHEDULE_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.schedules.page(ownerId, activeOnly, position, limit, templateNumbers),
      this.schedules.countListed(ownerId, activeOnly),
    ]);
    return toPage({ rows, total }, query, limit, (row) => [row.createdAtText, row.schedule.id]);
  }

  async get(ownerId: string, id: string): Promise<ApiSchedule> {
    return toApiSchedule(await this.schedules.get(ownerId, id));
  }

  /** Whether the schedule is one of the owner's (an invoice may only name those). */
  async isOwners(ownerId: string, id: string): Promise<boolean> {
    return (await this.schedules.findOne(ownerId, id)) !== null;
  }

  /** The schedule whose template is this invoice; 404 when it has none or is not the caller's. */
  async forInvoice(ownerId: string, invoiceId: string): Promise<ApiSchedule> {
    const schedule = await this.schedules.findByTemplate(ownerId, invoiceId);
    if (schedule === null) throw new DomainException('NOT_FOUND');
    return toApiSchedule(schedule);
  }

  create(ownerId: string, input: CreateScheduleDto): Promise<SaveScheduleResult> {
    return this.writer.create(ownerId, input);
  }

  update(
    ownerId: string,
    id: string,
    changes: UpdateScheduleDto,
    condition?: VersionCondition,
  ): Promise<ApiSchedule> {
    return this.writer.update(ownerId, id, changes, condition);
  }

  /** A merge patch onto the stored schedule, then saved exactly as a PUT of the result. */
  patch(
    ownerId: string,
    id: string,
    patch: unknown,
    condition?: VersionCondition,
  ): Promise<ApiSchedule> {
    return patchResource(patch, condition, {
      read: () => this.get(ownerId, id),
      write: async (merged, version) => {
        const body = (await this.validation.transform(merged, {
          type: 'body',
          metatype: UpdateScheduleDto,
        })) as UpdateScheduleDto;
        return this.update(ownerId, id, body, version);
      },
    });
  }

  delete(ownerId: string, id: string, condition?: VersionCondition): Promise<void> {
    return this.writer.delete(ownerId, id, condition);
  }
}
