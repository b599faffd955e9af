import { describe, expect, it } from 'vitest';
import { completeStep, showStep, stepStateOf } from './stepper-state';

describe('stepper state', () => {
  it('starts at the step on screen with nothing completed', () => {
    expect(showStep(null, 'profile')).toEqual({ current: 'profile', completed: [] });
  });

  it('keeps completed steps while moving', () => {
    const saved = completeStep(showStep(null, 'profile'), 'profile');
    expect(showStep(saved, 'basic_info')).toEqual({
      current: 'basic_info',
      completed: ['profile'],
    });
  });

  it('marks a step once, whatever the number of saves', () => {
    const once = completeStep({ current: 'family', completed: [] }, 'family');
    expect(completeStep(once, 'family').completed).toEqual(['family']);
  });

  it('shows the current step as current even when it was saved before', () => {
    expect(stepStateOf('family', 'family', ['family'])).toBe('current');
    expect(stepStateOf('profile', 'family', ['profile'])).toBe('done');
    expect(stepStateOf('vanity', 'family', ['profile'])).toBe('todo');
  });
});
