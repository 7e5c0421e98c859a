/**
 * Why a provider call failed, in our words. `unavailable`: the provider could not answer (the
 * network, a timeout, 5xx, our key refused): try again later. `refused`: it answered no (4xx)
 * to this request: the same request will get the same answer. `reasons` are the provider's own
 * messages, for logs and for the user where they explain a refusal; never a secret.
 */
export class PeppolProviderError extends Error {
  override readonly name = 'PeppolProviderError';

  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly reasons: string[],
    readonly status: number | null,
  ) {
    super(
      `Peppol provider ${kind}${status === null ? '' : ` (HTTP ${status})`}` +
        (reasons.length > 0 ? `: ${reasons.join('; ')}` : ''),
    );
  }
}
