import { describe, expect, it } from 'vitest';
import { clusterRedirectHost, hostForCluster, isExemptHost } from './cluster-hosts';

const hosts = { default: 'app.parley.ai', AU: 'au.parley.ai', ENTERPRISE: 'enterprise.parley.ai' };

describe('cluster hosts', () => {
  it('maps AU and ENTERPRISE to their hosts and the rest to the default', () => {
    expect(hostForCluster('AU', hosts)).toBe('au.parley.ai');
    expect(hostForCluster('ENTERPRISE', hosts)).toBe('enterprise.parley.ai');
    expect(hostForCluster('PROD', hosts)).toBe('app.parley.ai');
    expect(hostForCluster('DEMO', hosts)).toBe('app.parley.ai');
    expect(hostForCluster(undefined, hosts)).toBe('app.parley.ai');
  });

  it('redirects a user on the wrong host', () => {
    expect(clusterRedirectHost('app.parley.ai', 'AU', hosts)).toBe('au.parley.ai');
    expect(clusterRedirectHost('au.parley.ai', 'PROD', hosts)).toBe('app.parley.ai');
    expect(clusterRedirectHost('au.parley.ai', 'AU', hosts)).toBeNull();
  });

  it('never redirects local or preview hosts', () => {
    expect(isExemptHost('localhost:5173')).toBe(true);
    expect(isExemptHost('127.0.0.1:5000')).toBe(true);
    expect(isExemptHost('parley--pr42-abc123.web.app')).toBe(true);
    expect(isExemptHost('app.parley.ai')).toBe(false);
    expect(clusterRedirectHost('localhost:5173', 'AU', hosts)).toBeNull();
  });
});
