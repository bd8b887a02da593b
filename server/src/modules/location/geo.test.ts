import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';

describe('haversineKm', () => {
  it('measures known distances', () => {
    // Whitechapel to Stratford, about 4.9 km.
    expect(haversineKm(51.5189, -0.0725, 51.5416, -0.0031)).toBeCloseTo(5.5, 0);
    expect(haversineKm(51.5, -0.1, 51.5, -0.1)).toBe(0);
    // London to Paris, about 344 km.
    expect(haversineKm(51.5074, -0.1278, 48.8566, 2.3522)).toBeCloseTo(343.9, 0);
  });
});
