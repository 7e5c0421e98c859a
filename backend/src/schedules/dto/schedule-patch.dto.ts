import { PartialType } from '@nestjs/swagger';
import { ScheduleDto } from './schedule.dto.js';

/** The schema of a PATCH body (a JSON merge patch): any of the schedule's fields. */
export class SchedulePatchDto extends PartialType(ScheduleDto) {}
