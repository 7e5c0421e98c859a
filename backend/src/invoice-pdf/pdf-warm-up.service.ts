import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { warmUpPdfRenderer } from '@app/contracts/documents';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { pdfFonts } from '../email-queue/mail/invoice-mail.composer.js';

/** After bootstrap, so the server is listening and ready before the renderer is prepared. */
export const PDF_WARM_UP_DELAY_MS = 1_000;

/**
 * The first PDF of a process parsed the fonts and compiled the renderer: about 150 ms on the
 * request that happened to come first (docs/documents.md). The renderer is prepared once, a
 * second after start, between requests (a document at a time, the event loop free in between).
 * Not under tests: each e2e suite starts apps of its own, and they would all pay for it.
 */
@Injectable()
export class PdfWarmUpService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private warming: Promise<void> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'nodeEnv'>) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setTimeout(() => void this.warmUp(), PDF_WARM_UP_DELAY_MS);
    // Never what keeps a process alive that is otherwise done.
    this.timer.unref();
  }

  /** Prepares the renderer (once; later calls join the first). Never rejects. */
  warmUp(): Promise<void> {
    this.warming ??= warmUpPdfRenderer(pdfFonts());
    return this.warming;
  }

  onModuleDestroy(): void {
    if (this.timer !== null) clearTimeout(this.timer);
  }
}
