import { ApiProperty } from '@nestjs/swagger';

export const REGISTRATION_VIEW_STATUSES = ['none', 'pending_verification', 'active'] as const;
export type RegistrationViewStatus = (typeof REGISTRATION_VIEW_STATUSES)[number];

/** The signed-in user's Peppol registration. */
export class PeppolRegistrationDto {
  @ApiProperty({
    enum: REGISTRATION_VIEW_STATUSES,
    enumName: 'PeppolRegistrationStatus',
    example: 'active',
    description:
      '`none`: not registered (or left). `pending_verification`: registered; the identity check at ' +
      '`verificationUrl` is still to be done before invoices can be sent or received. `active`: ' +
      'e-invoices can be sent and received over Peppol.',
  })
  status!: RegistrationViewStatus;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '0208:0123456749',
    description: 'The Peppol id customers send to (scheme:identifier); null when not registered',
  })
  peppolId!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'https://app.recommand.eu/company-verification/cvl_01J…/verify',
    description: 'Where the identity check is done, while it is pending; else null',
  })
  verificationUrl!: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: '2026-11-24T10:00:00.000Z',
    description: 'When the current registration was made; null when not registered',
  })
  registeredAt!: string | null;
}
