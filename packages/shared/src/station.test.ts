import { describe, expect, it } from 'vitest';
import { canSetPin, mayHavePin, ROLES, type Role } from './roles.ts';
import { pinProblem, setPinSchema, typedPinSchema } from './station.ts';

describe('a PIN a person chooses', () => {
  it.each(['2580', '13579', '802461', '0102', '9990'])('accepts %s', (pin) => {
    expect(pinProblem(pin)).toBeNull();
    expect(setPinSchema.safeParse({ pin }).success).toBe(true);
  });

  it.each([
    ['123', 'format'],
    ['1234567', 'format'],
    ['12a4', 'format'],
    [' 2580', 'format'],
    ['２５８０', 'format'],
    ['', 'format'],
    ['0000', 'repeated'],
    ['777777', 'repeated'],
    ['1234', 'sequence'],
    ['456789', 'sequence'],
    ['4321', 'sequence'],
    ['98765', 'sequence'],
  ] as const)('refuses %j (%s)', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
    const parsed = setPinSchema.safeParse({ pin });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(`admin-users:pin.problem.${problem}`);
  });

  it('at the pad, any 4 to 6 digits are a try (a weak PIN is simply wrong)', () => {
    expect(typedPinSchema.safeParse('1234').success).toBe(true);
    expect(typedPinSchema.safeParse('123').success).toBe(false);
    expect(typedPinSchema.safeParse('1234567').success).toBe(false);
  });
});

describe('who has a PIN and who sets it', () => {
  const user = (id: string, role: Role, clients: string[]) => ({
    id,
    role,
    allowedClientIds: clients,
    clientIds: clients,
  });

  it('only users with a client list have one: a master weighs at no station', () => {
    expect(ROLES.filter(mayHavePin)).toEqual(['gerente', 'operacional']);
  });

  it('the user themselves, or whoever may edit them', () => {
    const cook = user('cook', 'operacional', ['a']);
    expect(canSetPin(cook, cook)).toBe(true);
    expect(canSetPin(user('other-cook', 'operacional', ['a']), cook)).toBe(false);
    expect(canSetPin(user('g', 'gerente', ['a', 'b']), cook)).toBe(true);
    expect(canSetPin(user('g2', 'gerente', ['b']), cook)).toBe(false);
    expect(canSetPin(user('m', 'master', []), cook)).toBe(true);
    expect(canSetPin(user('g', 'gerente', ['a']), user('g3', 'gerente', ['a']))).toBe(false);
  });

  it('nobody sets a PIN for a role that has none', () => {
    const master = user('m', 'master', []);
    expect(canSetPin(master, master)).toBe(false);
    expect(canSetPin(user('m2', 'master', []), master)).toBe(false);
  });
});
