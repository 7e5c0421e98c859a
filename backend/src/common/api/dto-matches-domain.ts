type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** `true` when the two have exactly the same fields, types and optionality; else what differs. */
export type SameShape<Dto, Domain> =
  Same<Dto, Domain> extends true
    ? true
    : {
        onlyInDto: Exclude<keyof Dto, keyof Domain>;
        onlyInDomain: Exclude<keyof Domain, keyof Dto>;
        differing: {
          [K in keyof Dto & keyof Domain]: Same<Pick<Dto, K>, Pick<Domain, K>> extends true
            ? never
            : K;
        }[keyof Dto & keyof Domain];
      };

/**
 * Ties an API DTO class to the domain type it carries, at compile time: a field added, removed,
 * renamed, retyped or made optional on one side only fails `npm run typecheck`, and the error
 * names the fields. Use it beside the DTO:
 *
 *   export type _CompanyDtoMatchesDomain = DtoMatchesDomain<SameShape<CompanyDto, Company>>;
 *
 * `dto-matches-domain.spec.ts` compiles drifted fixtures to prove the check bites.
 */
export type DtoMatchesDomain<Check extends true> = Check;
