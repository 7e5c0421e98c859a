import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  isWebhookUrl,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

/** A create, or a whole replacement on PUT: absent optional fields take their defaults. */
export class SaveWebhookEndpointDto {
  @ApiProperty({
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    description:
      'Where events are POSTed: https, on a public address (checked again on every delivery, ' +
      'after DNS resolution); no user name or password in it',
    example: 'https://example.com/hooks/invoicing',
  })
  @Satisfies(isWebhookUrl, 'must be an https URL without a user name or password')
  url!: string;

  @ApiPropertyOptional({
    maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH,
    default: '',
    example: 'Bookkeeping sync',
  })
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    isArray: true,
    minItems: 1,
    uniqueItems: true,
    description: 'The events this endpoint receives (at least one)',
    example: ['invoice.created', 'invoice.paid'],
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events!: WebhookEventType[];

  @ApiPropertyOptional({ default: true, example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** POST and PUT take the endpoint wrapped, as companies take `{ company }`. */
export class SaveWebhookEndpointBodyDto {
  @ApiProperty({ type: SaveWebhookEndpointDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SaveWebhookEndpointDto)
  endpoint!: SaveWebhookEndpointDto;
}

export type _SaveWebhookEndpointDtoMatchesDomain = DtoMatchesDomain<
  SameShape<Required<SaveWebhookEndpointDto>, WebhookEndpointInput>
>;
