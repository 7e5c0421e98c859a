import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Patch,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { ApiMergePatchBody } from '../common/patch/patch-resource.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { ListSchedulesQueryDto } from './dto/list-schedules.dto.js';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/save-schedule.dto.js';
import { ScheduleDto, ScheduleListDto, ScheduleVersionConflictDto } from './dto/schedule.dto.js';
import { SchedulePatchDto } from './dto/schedule-patch.dto.js';
import { SchedulesService } from './schedules.service.js';

@ApiTags('schedules')
@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get()
  @ApiOkResponse({ type: ScheduleListDto })
  @ApiOperation({
    summary: 'List schedules',
    description:
      'Recurring-invoice schedules newest first, in the list shape (50 a page by default, at ' +
      'most 200); `activeOnly` leaves out the paused ones.',
  })
  listSchedules(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListSchedulesQueryDto,
  ): Promise<ScheduleListDto> {
    return this.schedules.list(user.id, query);
  }

  @Post()
  @Idempotent()
  @ApiCreatedResponse({ type: ScheduleDto, description: 'Saved' })
  @ApiOkResponse({
    type: ScheduleDto,
    description: 'Already stored under this id: the stored schedule, unchanged',
  })
  @ApiErrorResponses('CONFLICT')
  @AnswersETag()
  @ApiOperation({
    summary: 'Create a schedule',
    description:
      'Makes one of the user’s saved invoices the template of a recurring invoice (an invoice ' +
      'has at most one schedule: 409 CONFLICT). A client-made id repeated by the same user ' +
      'answers 200 with the stored schedule, unchanged.',
  })
  async createSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateScheduleDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ScheduleDto> {
    const { schedule, created } = await this.schedules.create(user.id, body);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return schedule;
  }

  @Get('invoice/:invoiceId')
  @ApiClientIdParam('invoiceId', 'template invoice')
  @ApiOkResponse({ type: ScheduleDto })
  @AnswersETag()
  @ApiOperation({
    summary: 'Get the schedule of a template invoice',
    description: 'The schedule whose template is this invoice; 404 when it has none.',
  })
  getScheduleForInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('invoiceId', clientId) invoiceId: string,
  ): Promise<ScheduleDto> {
    return this.schedules.forInvoice(user.id, invoiceId);
  }

  @Get(':id')
  @ApiClientIdParam('id', 'schedule')
  @ApiOkResponse({ type: ScheduleDto })
  @AnswersETag()
  @ApiOperation({
    summary: 'Get a schedule',
    description: 'The schedule with its `version` as a strong `ETag`.',
  })
  getSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<ScheduleDto> {
    return this.schedules.get(user.id, id);
  }

  @Put(':id')
  @ApiClientIdParam('id', 'schedule')
  @ApiOkResponse({ type: ScheduleDto })
  @ChecksIfMatch(ScheduleVersionConflictDto, 'schedule')
  @AnswersETag()
  @ApiOperation({
    summary: 'Replace a schedule',
    description:
      'Replaces the schedule with the one sent (to change some fields, PATCH): left out, the ' +
      'end date is none (`""` and `null` too) and `active` is true; the template never changes ' +
      '(it may be left out). Send `If-Match: ' +
      '"<version>"` to change only the version you read (else 412 VERSION_CONFLICT with the ' +
      'stored copy).',
  })
  updateSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: UpdateScheduleDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<ScheduleDto> {
    return this.schedules.update(user.id, id, body, condition);
  }

  @Patch(':id')
  @ApiClientIdParam('id', 'schedule')
  @ApiMergePatchBody(SchedulePatchDto, 'schedule')
  @ApiOkResponse({ type: ScheduleDto })
  @ChecksIfMatch(ScheduleVersionConflictDto, 'schedule')
  @AnswersETag()
  @ApiOperation({
    summary: 'Change some fields of a schedule',
    description:
      'A JSON merge patch (RFC 7396, `application/merge-patch+json`) of the schedule as GET ' +
      'answers it, e.g. `{"active": false}`: the fields left out keep their values, `null` ' +
      'removes the end date. The result is checked and saved exactly like a PUT of it (the ' +
      'same 400s, `If-Match` and 412). Read-only fields are ignored.',
  })
  patchSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() patch: unknown,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<ScheduleDto> {
    return this.schedules.patch(user.id, id, patch, condition);
  }

  @Delete(':id')
  @ApiClientIdParam('id', 'schedule')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; its template invoice is unlinked' })
  @ChecksIfMatch(ScheduleVersionConflictDto, 'schedule')
  @ApiOperation({
    summary: 'Delete a schedule',
    description:
      'Stops the recurrence; its template and the invoices it made stay, unlinked. With ' +
      '`If-Match` only when the stored version is the one named (else 412).',
  })
  deleteSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.schedules.delete(user.id, id, condition);
  }
}
