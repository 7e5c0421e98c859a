import { DOMParser } from '@xmldom/xmldom';
import { EN16931_RULES } from './ubl-rules/en16931-rules.js';
import { NL_RULES } from './ubl-rules/nl-rules.js';
import { PEPPOL_RULES } from './ubl-rules/peppol-rules.js';
import type { Node } from './ubl-rules/xpath.js';

/**
 * The EN 16931 / Peppol BIS 3.0 business rules (with the Dutch NL-R-*) the e-invoice export
 * relies on, each named by its official id so a finding points into the specification; for the
 * specs and the browser test. Not part of the public entry.
 */

export type RuleFinding = { rule: string; message: string };

const RULES = [...PEPPOL_RULES, ...NL_RULES, ...EN16931_RULES];

/** The business rules the document breaks; empty when it follows all of them. */
export const ruleFindings = (xml: string): RuleFinding[] => {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(xml, 'text/xml') as unknown as Node;
  if (errors.length > 0) return [{ rule: 'XML', message: errors.join('; ') }];
  return RULES.filter((rule) => !rule.holds(doc)).map((rule) => ({
    rule: rule.id,
    message: rule.message,
  }));
};
