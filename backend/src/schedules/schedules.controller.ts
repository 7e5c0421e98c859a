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
import type { PipeTransform } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { isInvoiceId } from '@app/contracts/invoice';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ListSchedulesQueryDto } from './dto/list-schedules.dto.js';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/save-schedule.dto.js';
import { ScheduleDto, ScheduleListDto } from './dto/schedule.dto.js';
import { SchedulesService } from './schedules.service.js';

/** Schedule and invoice ids share a form; a malformed one is answered like a missing row. */
const recordId: PipeTransform<string, string> = {
  transform(value) {
    if (!isInvoiceId(value)) throw new DomainException('NOT_FOUND');
    return value;
  },
};

const ID_FORM = '16 to 64 letters, digits, _ or -';

const ID_PARAM = { name: 'id', description: ID_FORM, example: 'Hx2Xb3sG0c8q1Yw7Pz5kL' };

const INVOICE_ID_PARAM = {
  name: 'invoiceId',
  description: `The template invoice's id: ${ID_FORM}`,
  example: 'V1StGXR8_Z5jdHi6B-myT',
};

@ApiTags('schedules')
@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get()
  @ApiOkResponse({ type: ScheduleListDto })
  async listSchedules(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListSchedulesQueryDto,
  ): Promise<ScheduleListDto> {
    return { schedules: await this.schedules.list(user.id, query.activeOnly ?? false) };
  }

  @Post()
  @ApiCreatedResponse({ type: ScheduleDto, description: 'Saved' })
  @ApiOkResponse({
    type: ScheduleDto,
    description: 'Already stored under this id: the stored schedule, unchanged',
  })
  @ApiErrorResponses('CONFLICT')
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
  @ApiParam(INVOICE_ID_PARAM)
  @ApiOkResponse({ type: ScheduleDto })
  getScheduleForInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('invoiceId', recordId) invoiceId: string,
  ): Promise<ScheduleDto> {
    return this.schedules.forInvoice(user.id, invoiceId);
  }

  @Get(':id')
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: ScheduleDto })
  getSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', recordId) id: string,
  ): Promise<ScheduleDto> {
    return this.schedules.get(user.id, id);
  }

  @Put(':id')
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: ScheduleDto })
  updateSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', recordId) id: string,
    @Body() body: UpdateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.schedules.update(user.id, id, body);
  }

  @Delete(':id')
  @ApiParam(ID_PARAM)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; its template invoice is unlinked' })
  deleteSchedule(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', recordId) id: string,
  ): Promise<void> {
    return this.schedules.delete(user.id, id);
  }
}
