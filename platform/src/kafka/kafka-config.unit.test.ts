import { describe, it, expect } from '@jest/globals';
import { loadKafkaConfig } from './kafka-config';

describe('loadKafkaConfig', () => {
  it('splits the broker list and applies the defaults', () => {
    expect(loadKafkaConfig({ KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092,' })).toEqual({
      brokers: ['kafka-1:9092', 'kafka-2:9092'],
      topic: 'dtn.events',
      clientId: 'dtn',
    });
    expect(loadKafkaConfig({ KAFKA_BROKERS: '127.0.0.1:9092', KAFKA_TOPIC: 'events', KAFKA_CLIENT_ID: 'relay' })).toEqual({
      brokers: ['127.0.0.1:9092'],
      topic: 'events',
      clientId: 'relay',
    });
  });

  it('names the variable when the brokers are missing or malformed', () => {
    expect(() => loadKafkaConfig({})).toThrow('KAFKA_BROKERS');
    expect(() => loadKafkaConfig({ KAFKA_BROKERS: 'kafka' })).toThrow('KAFKA_BROKERS');
    expect(() => loadKafkaConfig({ KAFKA_BROKERS: ' , ' })).toThrow('KAFKA_BROKERS');
  });
});
