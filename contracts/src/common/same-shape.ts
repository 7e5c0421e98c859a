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
 * Ties an API type to the contracts type it carries, at compile time: a field added, removed,
 * renamed, retyped or made optional on one side only fails `npm run typecheck`, and the error
 * names the fields. The backend ties its DTO classes with it (`DtoMatchesDomain`), the
 * frontends the types generated from openapi.yaml:
 *
 *   export type _InvoiceDtoMatches = TypesMatch<SameShape<InvoiceDto, ApiInvoice>>;
 */
export type TypesMatch<Check extends true> = Check;
