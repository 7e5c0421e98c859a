import { LOGO_SNIFF_BYTES, validateLogoFile, type LogoError } from '@app/contracts/settings';

/**
 * The server's own check (contracts validateLogoFile), made before uploading: size first, then
 * the type from the file's first bytes rather than its name. Null when the file may go up.
 */
export async function checkLogoFile(file: Blob): Promise<LogoError | null> {
  const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
  const check = validateLogoFile({ size: file.size, head });
  return check.ok ? null : check.error;
}
