import type { ApiSchedule } from '@app/contracts/invoice';
import type { ScheduleEntity } from './schedule.entity.js';

const optional = <K extends string>(key: K, value: string | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** The one place a stored schedule becomes what the API answers. */
export function toApiSchedule(entity: ScheduleEntity): ApiSchedule {
  return {
    id: entity.id,
    templateInvoiceId: entity.templateInvoiceId,
    type: entity.type,
    dayOfMonth: entity.dayOfMonth,
    startDate: entity.startDate,
    ...optional('endDate', entity.endDate),
    active: entity.active,
    ...optional('lastGeneratedDate', entity.lastGeneratedDate),
    nextInvoiceDate: entity.nextInvoiceDate,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
    version: entity.version,
  };
}
