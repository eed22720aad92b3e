import { describe, expect, it } from 'vitest';
import { normaliseOrigin, widgetAllowsOrigin, widgetIdOf } from './widget';

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

  it('allows exactly the listed origins, however written', () => {
    const allowed = ['https://Shop.example', 'http://127.0.0.1:8080'];
    expect(widgetAllowsOrigin(allowed, 'https://shop.example')).toBe(true);
    expect(widgetAllowsOrigin(allowed, 'https://shop.example:443')).toBe(true);
    expect(widgetAllowsOrigin(allowed, 'http://127.0.0.1:8080')).toBe(true);
    // Another scheme, port or host (a subdomain too) is another site.
    expect(widgetAllowsOrigin(allowed, 'http://shop.example')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'http://127.0.0.1:8081')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'https://www.shop.example')).toBe(false);
    expect(widgetAllowsOrigin(allowed, 'https://shop.example.evil.test')).toBe(false);
  });

  it('allows nothing without an Origin or with an opaque one', () => {
    expect(widgetAllowsOrigin(['https://shop.example'], undefined)).toBe(false);
    expect(widgetAllowsOrigin(['https://shop.example'], null)).toBe(false);
    expect(widgetAllowsOrigin(['https://shop.example'], 'null')).toBe(false);
    expect(widgetAllowsOrigin([], 'https://shop.example')).toBe(false);
  });
});
