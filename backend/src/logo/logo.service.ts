import { Inject, Injectable } from '@nestjs/common';
import {
  LOGO_MIME_TYPES,
  LOGO_SNIFF_BYTES,
  type Logo,
  type LogoType,
  validateLogoFile,
} from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import { logoInvalidType, logoTooLarge } from './logo-errors.js';
import {
  cleanLogoFilename,
  contradictingExtension,
  LOGO_TYPE_LABEL,
  pngRenditionFilename,
} from './logo-filename.js';
import type { ProcessedLogo } from './logo-image.js';
import { LogoRenderer } from './logo-renderer.js';
import type { UploadedLogo } from './logo-upload.interceptor.js';
import { toLogo } from './logo-mapper.js';
import type { LogoEntity } from './logo.entity.js';
import { LogoRepository } from './logo.repository.js';
import { LOGO_STORAGE, type LogoStorage, type LogoVariant } from './storage/logo-storage.js';

/** A logo file as the GET route serves it. */
export type LogoFile = { data: Buffer; mimeType: string; filename: string };

/**
 * The type of an upload, from its content only (never its name or the browser's Content-Type),
 * and its display name. Size is checked first: it is the message a user can act on.
 */
function inspectUpload(file: UploadedLogo): { type: LogoType; filename: string } {
  const check = validateLogoFile({
    size: file.size,
    head: file.buffer.subarray(0, LOGO_SNIFF_BYTES),
  });
  if (!check.ok)
    throw check.error === 'settings.logo.tooLarge' ? logoTooLarge() : logoInvalidType();
  const filename = cleanLogoFilename(file.originalname, check.type);
  const claimed = contradictingExtension(filename, check.type);
  if (claimed !== null) {
    throw logoInvalidType(
      `The file is named .${claimed} but is a ${LOGO_TYPE_LABEL[check.type]} image. ` +
        'Upload it under its real extension.',
    );
  }
  return { type: check.type, filename };
}

/**
 * A user's logo: upload (replacing the previous one), remove, serve. Every method takes the
 * owner first. Settings (GET /api/user/settings) read `current`; the PDF and e-mail read
 * `pngRendition`.
 */
@Injectable()
export class LogoService {
  constructor(
    private readonly transactions: Transactions,
    private readonly logos: LogoRepository,
    @Inject(LOGO_STORAGE) private readonly storage: LogoStorage,
    private readonly renderer: LogoRenderer,
  ) {}

  async current(ownerId: string): Promise<Logo | null> {
    const logo = await this.logos.current(ownerId);
    return logo && toLogo(logo);
  }

  /** The current logo drawn as a PNG (at most 1000 px each way), for the invoice PDF and e-mail. */
  async pngRendition(ownerId: string): Promise<Buffer | null> {
    const logo = await this.logos.current(ownerId);
    return logo && this.storage.get({ logoId: logo.id, variant: 'png' });
  }

  /** The owner's logo file; another user's id answers 404 exactly like a missing one. */
  async file(ownerId: string, id: string, variant: LogoVariant): Promise<LogoFile> {
    const logo = await this.logos.get(ownerId, id);
    const data = await this.storage.get({ logoId: logo.id, variant });
    if (data === null) throw new DomainException('NOT_FOUND');
    return variant === 'png'
      ? { data, mimeType: LOGO_MIME_TYPES.png, filename: pngRenditionFilename(logo.filename) }
      : { data, mimeType: LOGO_MIME_TYPES[logo.type], filename: logo.filename };
  }

  /**
   * Checks and cleans the file first (in the render process, outside any transaction: that is
   * the slow part), then
   * replaces the previous logo in one transaction: its row and bytes go, the new ones come. Any
   * failure leaves the previous logo as it was.
   */
  async upload(ownerId: string, file: UploadedLogo): Promise<Logo> {
    const { type, filename } = inspectUpload(file);
    const processed = await this.renderer.process(ownerId, file.buffer, type);
    return toLogo(await this.replace(ownerId, filename, processed));
  }

  /** 404 when the owner has no logo. */
  async remove(ownerId: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const logos = this.logos.in(tx);
      await logos.lockOwner(ownerId);
      const logo = await logos.current(ownerId);
      if (logo === null) throw new DomainException('NOT_FOUND');
      await this.deleteLogo(logos, this.storage.in(tx), ownerId, logo);
    });
  }

  private replace(
    ownerId: string,
    filename: string,
    processed: ProcessedLogo,
  ): Promise<LogoEntity> {
    return this.transactions.run(async (tx) => {
      const logos = this.logos.in(tx);
      const storage = this.storage.in(tx);
      await logos.lockOwner(ownerId);
      const previous = await logos.current(ownerId);
      if (previous !== null) await this.deleteLogo(logos, storage, ownerId, previous);
      const logo = await logos.create(ownerId, {
        type: processed.type,
        filename,
        byteSize: processed.data.length,
      });
      await storage.put({ logoId: logo.id, variant: 'original' }, processed.data);
      await storage.put({ logoId: logo.id, variant: 'png' }, processed.png);
      return logo;
    });
  }

  private async deleteLogo(
    logos: LogoRepository,
    storage: LogoStorage,
    ownerId: string,
    logo: LogoEntity,
  ): Promise<void> {
    await storage.delete({ logoId: logo.id, variant: 'original' });
    await storage.delete({ logoId: logo.id, variant: 'png' });
    await logos.delete(ownerId, logo.id);
  }
}
