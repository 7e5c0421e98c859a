import { describe, expect, it } from '@jest/globals';
import { describeSendError, isTransientSendError } from './send-error.js';

describe('describeSendError', () => {
  it('keeps the mail server’s answer with its code', () => {
    const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
    expect(describeSendError(error, undefined)).toBe('550 Mailbox unavailable');
  });

  it('never stores the SMTP password, plain or URL-encoded', () => {
    const url = 'smtps://mailer:s3cr%21t@mail.example.nl:465';
    const error = new Error(
      'Invalid login for mailer:s3cr!t at smtps://mailer:s3cr%21t@mail.example.nl',
    );
    const text = describeSendError(error, url);
    expect(text).not.toContain('s3cr');
    expect(text).toContain('***');
  });

  it('hides credentials of any URL in the message', () => {
    expect(describeSendError(new Error('proxy http://u:p@proxy.example failed'), undefined)).toBe(
      'proxy http://***:***@proxy.example failed',
    );
  });

  it('folds whitespace and cuts long messages', () => {
    const text = describeSendError(
      new Error(`line one\r\nline two ${'x'.repeat(1000)}`),
      undefined,
    );
    expect(text.startsWith('line one line two')).toBe(true);
    expect(text).toHaveLength(500);
  });

  it('describes what is not an Error', () => {
    expect(describeSendError('boom', undefined)).toBe('boom');
    expect(describeSendError(undefined, undefined)).toBe('undefined');
  });

  it('never shows a server path', () => {
    const mkdir = Object.assign(
      new Error("EEXIST: file already exists, mkdir '/srv/app/data/outbox'"),
      { code: 'EEXIST', syscall: 'mkdir', path: '/srv/app/data/outbox' },
    );
    expect(describeSendError(mkdir, undefined)).toBe(
      'The mail folder could not be written (EEXIST); the e-mail is tried again',
    );
    expect(describeSendError(new Error('cannot read /srv/app/x.pdf now'), undefined)).toBe(
      'cannot read <path> now',
    );
    expect(describeSendError(new Error('see smtp://mail.example.nl/x'), undefined)).toBe(
      'see smtp://mail.example.nl/x',
    );
  });

  it('tells a dependency that comes back from a refused message', () => {
    const code = (value: string) => Object.assign(new Error(value), { code: value });
    expect(isTransientSendError(code('EACCES'))).toBe(true);
    expect(isTransientSendError(code('ECONNECTION'))).toBe(true);
    expect(isTransientSendError(Object.assign(new Error('busy'), { responseCode: 421 }))).toBe(
      true,
    );
    expect(isTransientSendError(Object.assign(new Error('no'), { responseCode: 550 }))).toBe(false);
    expect(isTransientSendError(new Error('render failed'))).toBe(false);
    expect(isTransientSendError(undefined)).toBe(false);
  });
});
