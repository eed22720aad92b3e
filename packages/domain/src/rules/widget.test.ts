import { describe, expect, it } from 'vitest';
import { widgetOriginSchema } from '../schemas/knowledge-base';
import { exactOrigin, normaliseOrigin, widgetAllowsOrigin, widgetIdOf } from './widget';

describe('widget rules', () => {
  it('keys the widget by its agent', () => {
    expect(widgetIdOf('agent-1')).toBe('widget_agent-1');
  });

  it('normalises an origin as a browser sends it', () => {
    expect(normaliseOrigin('HTTPS://Shop.Example:443')).toBe('https://shop.example');
    expect(normaliseOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(normaliseOrigin(' http://shop.example:80 ')).toBe('http://shop.example');
  });

  it('refuses what is not a bare http(s) origin', () => {
    for (const origin of [
      'null',
      '',
      'file:///tmp/a.html',
      'https://shop.example/page',
      'https://a:b@shop.example',
    ]) {
      expect(normaliseOrigin(origin), origin).toBeNull();
    }
  });

  it('allows exactly the listed origins, compared as the browser sends them', () => {
    const allowed = ['https://shop.example', 'http://127.0.0.1:8080'];
    expect(widgetAllowsOrigin(allowed, 'https://shop.example')).toBe(true);
    expect(widgetAllowsOrigin(allowed, 'http://127.0.0.1:8080')).toBe(true);
    // Another scheme, port or host (a subdomain too) is another site.
    expect(widgetAllowsOrigin(allowed, 'http://shop.example')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'http://127.0.0.1:8081')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'https://www.shop.example')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'https://shop.example.evil.test')).toBe(false);
    // No browser sends these: not exact origins, so never a match.
    expect(widgetAllowsOrigin(allowed, 'https://shop.example:443')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'HTTPS://shop.example')).toBe(false);
  });

  it('treats a stored entry that is not an exact origin as no match', () => {
    const stored: unknown[] = [
      42,
      null,
      { origin: 'https://shop.example' },
      'HTTPS://Shop.Example:443',
      ' https://a.example',
    ];
    expect(widgetAllowsOrigin(stored, 'https://shop.example')).toBe(false);
    expect(widgetAllowsOrigin(stored, 'https://a.example')).toBe(false);
    expect(widgetAllowsOrigin([...stored, 'https://shop.example'], 'https://shop.example')).toBe(true);
  });

  it('knows an exact origin from one that only normalises to it', () => {
    expect(exactOrigin('https://shop.example')).toBe('https://shop.example');
    expect(exactOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const value of [
      'https://shop.example:443',
      'https://Shop.example',
      'http://2130706433',
      'https://shop.example/',
      7,
    ]) {
      expect(exactOrigin(value), String(value)).toBeNull();
    }
  });

  it('normalises an allowed origin on write to its exact form, refusing the rest', () => {
    expect(widgetOriginSchema.parse(' HTTPS://Shop.Example:443 ')).toBe('https://shop.example');
    expect(widgetOriginSchema.parse('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    for (const value of ['https://shop.example/shop', 'ftp://shop.example', 'https://a b.example', 42]) {
      expect(widgetOriginSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('allows nothing without an Origin or with an opaque one', () => {
    expect(widgetAllowsOrigin(['https://shop.example'], undefined)).toBe(false);
    expect(widgetAllowsOrigin(['https://shop.example'], null)).toBe(false);
    expect(widgetAllowsOrigin(['https://shop.example'], 'null')).toBe(false);
    expect(widgetAllowsOrigin([], 'https://shop.example')).toBe(false);
  });
});
