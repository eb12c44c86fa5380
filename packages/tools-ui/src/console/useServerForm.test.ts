import { describe, expect, it } from 'vitest';
import { fieldOfPath } from './useServerForm';

describe('fieldOfPath', () => {
  const fields = ['name', 'email', 'phone'];

  it('names the field a refusal names', () => {
    expect(fieldOfPath('email', fields)).toBe('email');
  });

  it('finds a field the body nests under another name', () => {
    expect(fieldOfPath('participant.phone', fields)).toBe('phone');
    expect(fieldOfPath('participants.0.name', fields)).toBe('name');
  });

  it('names nothing for a path outside the form', () => {
    expect(fieldOfPath('class_id', fields)).toBeUndefined();
    expect(fieldOfPath('', fields)).toBeUndefined();
    expect(fieldOfPath('telephone', fields)).toBeUndefined();
  });
});
