import { ApiProperty } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';

/**
 * The 412 body of a resource's conditional change: the error body (code VERSION_CONFLICT) with
 * the stored copy as `current`, named `name` in openapi.yaml.
 */
export function versionConflictDto<T>(
  type: new () => T,
  name: string,
): new () => ErrorBodyDto & { current: T } {
  class VersionConflictDto extends ErrorBodyDto {
    current!: T;
  }
  ApiProperty({
    type,
    description: 'The stored copy, as a GET answers it now (its version is the one to send)',
  })(VersionConflictDto.prototype, 'current');
  Object.defineProperty(VersionConflictDto, 'name', { value: name });
  return VersionConflictDto;
}
