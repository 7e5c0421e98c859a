import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { isRecord } from '@app/contracts/common';
import { DomainException } from '../errors/domain.exception.js';
import { checkVersion, type VersionCondition } from '../versions/version-condition.js';
import { mergePatch } from './merge-patch.js';

/**
 * How often a patch is applied again when another change lands between its read and its write
 * (like Kubernetes' server-side merge patches, which retry on a version conflict too). Each try
 * is one read and one short write transaction, so the wait stays bounded.
 */
const ATTEMPTS = 5;

export type PatchSteps<Resource extends { version: number }> = {
  /** The resource as its GET answers it. */
  read(): Promise<Resource>;
  /**
   * Checks the merged document exactly as the PUT body it stands for and writes it, only if
   * the stored version is still the one read (412 otherwise).
   */
  write(merged: unknown, condition: VersionCondition): Promise<Resource>;
};

const NOT_AN_OBJECT = () =>
  new DomainException('VALIDATION_FAILED', {
    message: 'Send a JSON object: a merge patch (RFC 7396) of what the GET answers',
    fields: [{ field: 'body', message: 'must be a JSON object' }],
  });

/**
 * A PATCH (JSON Merge Patch, RFC 7396): the patch is merged onto what a GET answers now and the
 * result is written as a PUT would write it, with the PUT's checks, locks and answers. The
 * write names the version it merged onto, so a change made meanwhile is never undone: the patch
 * is merged again onto the newer copy. The client's If-Match is compared with the copy read.
 */
export async function patchResource<Resource extends { version: number }>(
  patch: unknown,
  condition: VersionCondition | undefined,
  steps: PatchSteps<Resource>,
): Promise<Resource> {
  if (!isRecord(patch)) throw NOT_AN_OBJECT();
  for (let attempt = 1; ; attempt += 1) {
    const current = await steps.read();
    checkVersion(condition, current.version, () => current);
    try {
      return await steps.write(mergePatch(current, patch), { versions: [current.version] });
    } catch (error) {
      const raced = error instanceof DomainException && error.code === 'VERSION_CONFLICT';
      if (!raced || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Documents a PATCH body: a merge patch of the resource (`resource`: its GET answer's schema). */
export function ApiMergePatchBody(resource: new () => object, what: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/merge-patch+json', 'application/json'),
    ApiBody({
      type: resource,
      description: `A JSON merge patch (RFC 7396) of the ${what} as its GET answers it: only the fields to change. null removes an optional field, objects merge field by field, arrays (lines, payment links) are replaced whole. The result is checked and saved exactly like a PUT of it (the same 400s, lock rules and If-Match); read-only fields are ignored.`,
    }),
  );
}
