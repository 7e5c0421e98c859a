import isEmailModule from 'validator/lib/isEmail.js';

/**
 * validator's file is CommonJS that sets both module.exports and module.exports.default to the
 * function, while its types only describe the ES default; `.default` is the one spelling that
 * typechecks under nodenext and is the function in Node, Jest and bundlers alike.
 */
const isEmail = isEmailModule.default;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

/** 'Please enter a valid email address' */
export const EMAIL_INVALID_ERROR = 'validation.emailInvalid';
/** 'Please enter an email address' */
export const EMAIL_REQUIRED_ERROR = 'validation.emailRequired';

export type EmailError = typeof EMAIL_INVALID_ERROR | typeof EMAIL_REQUIRED_ERROR;

/** The RFC 5321 limits are checked on top of validator's syntax check, so no mail server refuses the address. */
export const isValidEmail = (email: string): boolean => {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    labels.every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH) &&
    isEmail(email)
  );
};

/**
 * While typing an empty field is fine (nothing to complain about yet); sending needs an
 * address. Surrounding spaces (pasted text) are ignored.
 */
export const validateRecipientEmail = (
  email: string,
  mode: 'typing' | 'sending',
): EmailError | null => {
  const trimmed = email.trim();
  if (trimmed === '') {
    return mode === 'sending' ? EMAIL_REQUIRED_ERROR : null;
  }
  return isValidEmail(trimmed) ? null : EMAIL_INVALID_ERROR;
};

/** The send button: a valid address, not already sending, and an invoice that exists on the server. */
export const canSendInvoice = (input: {
  email: string;
  sending: boolean;
  invoiceId?: string | null;
}): boolean =>
  validateRecipientEmail(input.email, 'sending') === null &&
  !input.sending &&
  Boolean(input.invoiceId);
