import { describe, expect, it } from 'vitest';
import { MTR_FAMILY, MTR_SYSTEMS } from '@ecopeso/shared/mtr-systems';
import { MtrSystemError, type ExchangeRecord } from './adapter.ts';
import { clearFamilyBTokens, createFamilyBAdapter } from './family-b-adapter.ts';
import { FAMILY_B, FAMILY_B_SYSTEMS } from './family-b.ts';
import { familyBFixtures, FIXTURE_MANIFEST, useFixtureServer } from './fixture-checks.ts';

/**
 * The family-B adapter over requests and answers written from the public clients and manuals
 * (reference/mtr-real-systems.md, family B), served over real HTTP: for each system, what it sends — where the
 * credentials go, which route, which body — and how it reads what comes back; and, where no source shows a route,
 * that it refuses in words without sending anything.
 */
const fixtures = familyBFixtures();

const PASSWORD = 'senha-fixture';
const CPF = '12345678909';

const fixture = useFixtureServer(clearFamilyBTokens);

describe('the family-B adapter over requests and answers written from the sources', () => {
  it('has a fixture for every system, each naming its source', () => {
    expect(new Set(fixtures.map((f) => f.system))).toEqual(new Set(FAMILY_B_SYSTEMS));
    // The table's systems are the shared list's second family, no more, no less.
    expect([...FAMILY_B_SYSTEMS].sort()).toEqual(MTR_SYSTEMS.filter((s) => MTR_FAMILY[s] === 'B').sort());
    for (const f of fixtures) expect(f.source, f.name).toMatch(/reference\/mtr-real-systems\.md/);
  });

  for (const f of fixtures) {
    it(`${f.name}: ${f.source.split(':')[0]}`, async () => {
      fixture.answers = f.answers;
      const exchanges: ExchangeRecord[] = [];
      const adapter = createFamilyBAdapter(
        {
          system: f.system,
          baseUrl: fixture.base,
          generatorUnitCode: '4567',
          generatorCnpj: '11222333000181',
          cpf: CPF,
          password: PASSWORD,
        },
        { timeoutMs: 5_000, onExchange: (e) => exchanges.push(e) },
      );
      const run = async (): Promise<unknown> => {
        const op = f.operation;
        if (op.status) return adapter.status(op.status.number);
        if (op.issue) return adapter.issue(FIXTURE_MANIFEST);
        if (op.cancel) return adapter.cancel(op.cancel.number, op.cancel.justification).then(() => null);
        if (op.mtrPdf)
          return adapter.downloadMtrPdf(op.mtrPdf.number).then((b) => b.subarray(0, 5).toString() === '%PDF-' && 'pdf');
        if (op.cdfPdf)
          return adapter.downloadCdfPdf(op.cdfPdf.number).then((b) => b.subarray(0, 5).toString() === '%PDF-' && 'pdf');
        await adapter.signIn();
        return null;
      };
      const outcome = await run().then(
        (result) => ({ result: JSON.parse(JSON.stringify(result ?? null)) as unknown }),
        (err: unknown) => ({ err }),
      );
      if (f.expect.error) {
        expect('err' in outcome, JSON.stringify(outcome)).toBe(true);
        const err = (outcome as { err: unknown }).err;
        expect(err).toBeInstanceOf(MtrSystemError);
        expect((err as MtrSystemError).kind).toBe(f.expect.error);
        if (f.expect.systemMessage) expect((err as MtrSystemError).systemMessage).toBe(f.expect.systemMessage);
        if (f.expect.error === 'not-supported') {
          expect((err as Error).message).toContain(FAMILY_B[f.system].agency);
          expect(Object.fromEntries(fixture.seen), 'nothing is sent for an operation no source shows').toEqual({});
        }
      } else {
        expect(outcome, JSON.stringify(outcome)).toHaveProperty('result');
        const result = (outcome as { result: unknown }).result;
        if (f.expect.result === null || typeof f.expect.result !== 'object') expect(result).toEqual(f.expect.result);
        else expect(result).toMatchObject(f.expect.result);
      }
      for (const [key, request] of Object.entries(f.expect.requests ?? {})) {
        const seen = fixture.seen.get(key);
        expect(seen, key).toBeDefined();
        if (request.headers) expect(seen!.headers).toMatchObject(request.headers);
        if (request.body) expect(seen!.body).toMatchObject(request.body as object);
      }
      // A password in a path or a body never reaches the kept exchange; a CPF is masked.
      const kept = JSON.stringify(exchanges);
      expect(kept).not.toContain(PASSWORD);
      expect(kept).not.toContain(CPF);
    });
  }
});
