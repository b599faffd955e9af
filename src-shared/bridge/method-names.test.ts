import { describe, expect, it } from 'vitest';
import { bridgeEvents, bridgeMethods } from './contract';
import { bridgeEventNames, bridgeMethodNames } from './method-names';

describe('bridge method names', () => {
  it('lists exactly the contract methods, in its order', () => {
    expect([...bridgeMethodNames]).toEqual(Object.keys(bridgeMethods));
  });

  it('lists exactly the contract events, in its order', () => {
    expect([...bridgeEventNames]).toEqual(Object.keys(bridgeEvents));
  });
});
