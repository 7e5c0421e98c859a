import type { TypesMatch } from '@app/contracts/common';

export type { SameShape } from '@app/contracts/common';

/**
 * Ties an API DTO class to the domain type it carries, at compile time: a field added, removed,
 * renamed, retyped or made optional on one side only fails `npm run typecheck`, and the error
 * names the fields. Use it beside the DTO:
 *
 *   export type _CompanyDtoMatchesDomain = DtoMatchesDomain<SameShape<CompanyDto, Company>>;
 *
 * `dto-matches-domain.spec.ts` compiles drifted fixtures to prove the check bites; the check
 * itself is contracts' (`common/same-shape.ts`), which the frontends use for generated types.
 */
export type DtoMatchesDomain<Check extends true> = TypesMatch<Check>;
