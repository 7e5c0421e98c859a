import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route out of the global authentication guard. Every other route requires a user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
