import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  INVOICE_TEXT_MAX_LENGTH as MAX,
  type BankPaymentMethod,
  type MolliePaymentMethod,
  type PaymentMethods,
  type PaypalPaymentMethod,
  type StripePaymentMethod,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class BankPaymentMethodDto {
  @ApiProperty({ example: true })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({ maxLength: MAX.iban, example: 'NL91ABNA0417164300' })
  @IsString()
  @MaxLength(MAX.iban)
  iban!: string;

  @ApiPropertyOptional({ maxLength: MAX.bic, example: 'ABNANL2A' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.bic)
  bic?: string;

  @ApiProperty({ maxLength: MAX.paymentText, example: 'Studio Vos' })
  @IsString()
  @MaxLength(MAX.paymentText)
  accountName!: string;
}

export class PaypalPaymentMethodDto {
  @ApiProperty({ example: false })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({ maxLength: MAX.email, example: '' })
  @IsString()
  @MaxLength(MAX.email)
  email!: string;
}

export class MolliePaymentMethodDto {
  @ApiProperty({ example: false })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({
    maxLength: MAX.secret,
    description:
      'A secret: stored encrypted and only ever answered masked. Sending back the masked value keeps the stored key.',
    example: 'live****************************',
  })
  @IsString()
  @MaxLength(MAX.secret)
  apiKey!: string;

  @ApiProperty({ maxLength: MAX.paymentText, example: 'Invoice {invoiceNumber}' })
  @IsString()
  @MaxLength(MAX.paymentText)
  description!: string;

  @ApiProperty({ example: false })
  @IsBoolean()
  isConnected!: boolean;

  @ApiProperty({ maxLength: MAX.paymentText, example: '' })
  @IsString()
  @MaxLength(MAX.paymentText)
  businessName!: string;
}

export class StripePaymentMethodDto {
  @ApiProperty({ example: false })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({ maxLength: MAX.paymentText, example: '' })
  @IsString()
  @MaxLength(MAX.paymentText)
  accountId!: string;

  @ApiProperty({ maxLength: MAX.paymentText, example: 'Invoice {invoiceNumber}' })
  @IsString()
  @MaxLength(MAX.paymentText)
  description!: string;
}

/** A method missing a required field is stored reset to its empty default (spec §5). */
export class PaymentMethodsDto {
  @ApiProperty({ type: BankPaymentMethodDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BankPaymentMethodDto)
  bank!: BankPaymentMethodDto;

  @ApiProperty({ type: PaypalPaymentMethodDto })
  @IsObject()
  @ValidateNested()
  @Type(() => PaypalPaymentMethodDto)
  paypal!: PaypalPaymentMethodDto;

  @ApiProperty({ type: MolliePaymentMethodDto })
  @IsObject()
  @ValidateNested()
  @Type(() => MolliePaymentMethodDto)
  mollie!: MolliePaymentMethodDto;

  @ApiProperty({ type: StripePaymentMethodDto })
  @IsObject()
  @ValidateNested()
  @Type(() => StripePaymentMethodDto)
  stripe!: StripePaymentMethodDto;
}

export type _BankDtoMatchesDomain = DtoMatchesDomain<
  SameShape<BankPaymentMethodDto, BankPaymentMethod>
>;
export type _PaypalDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PaypalPaymentMethodDto, PaypalPaymentMethod>
>;
export type _MollieDtoMatchesDomain = DtoMatchesDomain<
  SameShape<MolliePaymentMethodDto, MolliePaymentMethod>
>;
export type _StripeDtoMatchesDomain = DtoMatchesDomain<
  SameShape<StripePaymentMethodDto, StripePaymentMethod>
>;
export type _PaymentMethodsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PaymentMethodsDto, PaymentMethods>
>;
