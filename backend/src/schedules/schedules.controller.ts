import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { ListSchedulesQueryDto } from './dto/list-schedules.dto.js';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/save-schedule.dto.js';
import { ScheduleDto, ScheduleListDto, ScheduleVersionConflictDto } from './dto/schedule.dto.js';
import { SchedulesService } from './schedules.service.js';

@ApiTags('schedules')
@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get()
  @ApiOkResponse({ type: ScheduleListDto })
  listSchedules(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListSchedulesQueryDto,
  ): Promise<ScheduleListDto> {
    return this.schedules.list(user.id, query);
  }

  @Post()
  @ApiCreatedResponse({ type: ScheduleDto, description: 'Saved' })
  @ApiOkResponse({
    type: ScheduleDto,
    description: 'Already stored under this id: the stored schedule, unchanged',
  })
  @ApiErrorResponses('CONFLICT')
  @AnswersETag()
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
  updateSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: UpdateScheduleDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<ScheduleDto> {
    return this.schedules.update(user.id, id, body, condition);
  }

  @Delete(':id')
  @ApiClientIdParam('id', 'schedule')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; its template invoice is unlinked' })
  @ChecksIfMatch(ScheduleVersionConflictDto, 'schedule')
  deleteSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.schedules.delete(user.id, id, condition);
  }
}
