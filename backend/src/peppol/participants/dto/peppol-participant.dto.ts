import { ApiProperty } from '@nestjs/swagger';

export const PARTICIPANT_DOCUMENT_TYPES = ['invoice', 'creditNote'] as const;
export type ParticipantDocumentType = (typeof PARTICIPANT_DOCUMENT_TYPES)[number];

/** Whether a business can receive e-invoices over Peppol. */
export class PeppolParticipantDto {
  @ApiProperty({
    example: '0208:0123456749',
    description: 'The id asked about (scheme:identifier)',
  })
  peppolId!: string;

  @ApiProperty({
    example: true,
    description:
      'It receives invoices or credit notes over Peppol. False also when the lookup itself failed: ' +
      'the network cannot tell the two apart',
  })
  reachable!: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Voorbeeld BV',
    description: 'The name in the Peppol directory, when listed',
  })
  name!: string | null;

  @ApiProperty({
    enum: PARTICIPANT_DOCUMENT_TYPES,
    enumName: 'PeppolDocumentType',
    isArray: true,
    example: ['invoice', 'creditNote'],
    description: 'What it receives of what we send',
  })
  documentTypes!: ParticipantDocumentType[];
}
