import { describe, expect, it } from '@jest/globals';
import { describeSendError } from './send-error.js';

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
});
