import { describe, expect, it } from 'vitest';
import { clusterRedirectUrl } from './cluster-redirect';

const hosts = { default: 'app.parley.ai', AU: 'au.parley.ai', ENTERPRISE: 'enterprise.parley.ai' };
const at = (host: string, protocol = 'https:') => ({
  protocol,
  host,
  pathname: '/agent/a1',
  search: '?tab=2',
  hash: '#x',
});

describe('clusterRedirectUrl', () => {
  it('sends an AU agent opened on the default host to the AU host, keeping path, query and hash', () => {
    expect(clusterRedirectUrl(at('app.parley.ai'), 'AU', hosts)).toBe(
      'https://au.parley.ai/agent/a1?tab=2#x',
    );
  });
  it('sends an ENTERPRISE agent to the enterprise host', () => {
    expect(clusterRedirectUrl(at('app.parley.ai'), 'ENTERPRISE', hosts)).toBe(
      'https://enterprise.parley.ai/agent/a1?tab=2#x',
    );
  });
  it.each(['PROD', 'DEMO'] as const)(
    'sends a %s agent opened on the AU host to the default host',
    (cluster) => {
      expect(clusterRedirectUrl(at('au.parley.ai'), cluster, hosts)).toBe(
        'https://app.parley.ai/agent/a1?tab=2#x',
      );
    },
  );
  it('stays when already on the right host', () => {
    expect(clusterRedirectUrl(at('au.parley.ai'), 'AU', hosts)).toBeNull();
    expect(clusterRedirectUrl(at('app.parley.ai'), 'PROD', hosts)).toBeNull();
  });
  it.each(['localhost:5173', '127.0.0.1:5173', 'parley--pr-12-abc123.web.app'])(
    'never redirects on %s',
    (host) => {
      expect(clusterRedirectUrl(at(host, 'http:'), 'AU', hosts)).toBeNull();
    },
  );
  it('never redirects when no hosts are configured', () => {
    expect(clusterRedirectUrl(at('app.parley.ai'), 'AU', null)).toBeNull();
  });
});
