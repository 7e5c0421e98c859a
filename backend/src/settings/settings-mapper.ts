import { withPaymentSecretMasked, type Logo, type Settings } from '@app/contracts/settings';
import type { SettingsResponseDto } from './dto/settings.dto.js';

/**
 * The one place settings become what the API answers: the secret masked, the logo attached.
 * (The stored row becomes `Settings` in SettingsCodec, which needs the secret box.)
 */
export function toSettingsResponse(
  settings: Settings,
  savedAt: Date | null,
  logo: Logo | null,
  version: number,
): SettingsResponseDto {
  return {
    settings: {
      ...settings,
      logo,
      paymentMethods: withPaymentSecretMasked(settings.paymentMethods),
    },
    savedAt: savedAt?.toISOString() ?? null,
    version,
  };
}
