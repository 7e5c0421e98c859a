import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Type } from 'class-transformer';
import { IsArray, IsNumberString, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Public } from '../../src/common/auth/public.decorator.js';

class ProbeItemDto {
  @IsNumberString()
  price!: string;
}

class ProbeDto {
  @IsString()
  @MaxLength(10)
  name!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProbeItemDto)
  items!: ProbeItemDto[];
}

/** Mounted only in tests: exercises the global pipe, guard and filter on a real route. */
@Controller('probe')
export class ProbeController {
  @Public()
  @Post('public')
  echo(@Body() body: ProbeDto): ProbeDto {
    return body;
  }

  @Get('private')
  secret(): { secret: string } {
    return { secret: 'never without a user' };
  }

  /** Breaks the error contract on purpose, to prove the e2e check notices. */
  @Public()
  @Get('uncoded')
  uncoded(@Res() response: Response): void {
    response.status(418).json({ message: 'no code' });
  }

  @Public()
  @Get('crash')
  crash(): never {
    throw new Error('database password=hunter2 leaked in a stack');
  }
}
