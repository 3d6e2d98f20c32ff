import { describe, it, expect } from '@jest/globals';
import { loadProjectionsConfig, loadRelayConfig } from './projections-config';

describe('loadProjectionsConfig', () => {
  it('defaults to the direct subscription, every projector, metrics on 9464', () => {
    expect(loadProjectionsConfig({})).toEqual({ source: 'direct', metricsPort: 9464 });
    expect(loadRelayConfig({})).toEqual({ metricsPort: 9464 });
  });

  it('reads Kafka mode, the port and a list of projectors', () => {
    expect(
      loadProjectionsConfig({ PROJECTIONS_SOURCE: 'kafka', METRICS_PORT: '9100', PROJECTIONS: 'offers, users' }, ['offers', 'users']),
    ).toEqual({ source: 'kafka', metricsPort: 9100, projectors: ['offers', 'users'] });
  });

  it('names the variable of a bad value', () => {
    expect(() => loadProjectionsConfig({ PROJECTIONS_SOURCE: 'nats' })).toThrow('PROJECTIONS_SOURCE');
    expect(() => loadProjectionsConfig({ METRICS_PORT: 'x' })).toThrow('METRICS_PORT');
    expect(() => loadProjectionsConfig({ PROJECTIONS: 'offers,nope' }, ['offers'])).toThrow('PROJECTIONS names unknown projectors: nope');
  });
});
