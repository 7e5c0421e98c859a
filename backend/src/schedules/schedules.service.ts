import { Injectable } from '@nestjs/common';
import type { ApiSchedule } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';
import type { CreateScheduleDto, UpdateScheduleDto } from './dto/save-schedule.dto.js';
import { toApiSchedule } from './schedule-mapper.js';
import { ScheduleWriterService, type SaveScheduleResult } from './schedule-writer.service.js';
import { SchedulesRepository } from './schedules.repository.js';

/** A user's schedules. Every method takes the owner first. */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly writer: ScheduleWriterService,
  ) {}

  async list(ownerId: string, activeOnly: boolean): Promise<ApiSchedule[]> {
    return (await this.schedules.newestFirst(ownerId, activeOnly)).map(toApiSchedule);
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

  update(ownerId: string, id: string, changes: UpdateScheduleDto): Promise<ApiSchedule> {
    return this.writer.update(ownerId, id, changes);
  }

  delete(ownerId: string, id: string): Promise<void> {
    return this.writer.delete(ownerId, id);
  }
}
