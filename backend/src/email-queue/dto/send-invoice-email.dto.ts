import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  INVOICE_TEXT_MAX_LENGTH,
  validateRecipientEmail,
  type Language,
} from '@app/contracts/invoice';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

const LOCALES: readonly Language[] = ['en', 'nl'];

/**
 * The editor's own rule (validator's syntax plus the RFC 5321 length limits); surrounding spaces
 * are ignored and the address is stored trimmed. No line break can pass it, so the recipient can
 * never add a header.
 */
const isSendableEmail = (value: unknown): boolean =>
  typeof value === 'string' && validateRecipientEmail(value, 'sending') === null;

/** Spec §3 "Send request". */
export class SendInvoiceEmailDto {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH, example: 'anna@jansen.nl' })
  @Satisfies(isSendableEmail, 'must be a valid e-mail address')
  recipientEmail!: string;

  @ApiProperty({
    maxLength: INVOICE_TEXT_MAX_LENGTH.emailMessage,
    description: 'Shown above the invoice summary; may be empty',
    example: 'Thank you for your order.',
  })
  @IsString()
  @MaxLength(INVOICE_TEXT_MAX_LENGTH.emailMessage)
  customMessage!: string;

  @ApiProperty({ enum: LOCALES, description: 'Language of the e-mail and the PDF', example: 'nl' })
  @IsIn(LOCALES, { message: 'must be en or nl' })
  locale!: Language;

  @ApiPropertyOptional({
    description:
      'Attach the e-invoice (Peppol BIS 3.0 UBL) beside the PDF; 409 EINVOICE_NOT_READY names what the invoice lacks',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  attachUbl?: boolean;
}
