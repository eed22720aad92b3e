import { describe, expect, it } from 'vitest';
import { validateForm } from '../schemas/form-errors';
import {
  MAX_POST_CALL_WEBHOOKS,
  postCallWebhooksFormSchema,
  postCallWebhookUrls,
} from './post-call-webhooks';

describe('post-call webhooks form', () => {
  it('reads one URL a line, trimmed, without blanks or repeats', () => {
    expect(
      postCallWebhookUrls(' https://a.example/x \n\n\r\nhttps://b.example\nhttps://a.example/x'),
    ).toEqual(['https://a.example/x', 'https://b.example']);
    expect(postCallWebhooksFormSchema.parse({ urls: 'https://a.example\n\n https://a.example ' })).toEqual({
      urls: 'https://a.example',
    });
    expect(postCallWebhooksFormSchema.parse({ urls: '' })).toEqual({ urls: '' });
  });

  it('names the line that is not an http(s) URL', () => {
    const result = validateForm(postCallWebhooksFormSchema, {
      urls: 'https://ok.example\nftp://files.example',
    });
    expect(result).toEqual({ ok: false, errors: { urls: '“ftp://files.example” is not an http(s) URL.' } });
    expect(postCallWebhooksFormSchema.safeParse({ urls: 'not a url' }).success).toBe(false);
  });

  it('refuses more URLs than an agent may have', () => {
    const urls = Array.from(
      { length: MAX_POST_CALL_WEBHOOKS + 1 },
      (_, i) => `https://h${String(i)}.example`,
    );
    expect(postCallWebhooksFormSchema.safeParse({ urls: urls.join('\n') }).success).toBe(false);
    expect(postCallWebhooksFormSchema.safeParse({ urls: urls.slice(1).join('\n') }).success).toBe(true);
  });
});
