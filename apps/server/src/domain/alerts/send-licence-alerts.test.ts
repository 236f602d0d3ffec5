import { describe, expect, it } from 'vitest';
import type { LicenceAlert } from '@ecopeso/shared/providers';
import { licenceAlertMail } from './send-licence-alerts.ts';

const alert = (daysLeft: number): LicenceAlert => ({
  licenceId: 'l1',
  number: 'LO-77',
  agency: 'CETESB',
  expiresOn: '2026-01-31',
  daysLeft,
  status: daysLeft < 0 ? 'expired' : 'expiring',
  provider: { id: 'p1', kind: 'carrier', name: 'Transportes Mata' },
  clientIds: [],
});

describe('the licence alert e-mail', () => {
  it('counts the days with a real plural, never "dia(s)"', () => {
    expect(licenceAlertMail(alert(1), 'pt').subject).toBe('Ecopeso: licença LO-77 de Transportes Mata vence em 1 dia');
    expect(licenceAlertMail(alert(7), 'pt').subject).toBe('Ecopeso: licença LO-77 de Transportes Mata vence em 7 dias');
    expect(licenceAlertMail(alert(0), 'pt').subject).toBe('Ecopeso: licença LO-77 de Transportes Mata vence hoje');
    expect(licenceAlertMail(alert(1), 'en').subject).toBe(
      'Ecopeso: licence LO-77 of Transportes Mata expires in 1 day',
    );
    expect(licenceAlertMail(alert(30), 'en').subject).toBe(
      'Ecopeso: licence LO-77 of Transportes Mata expires in 30 days',
    );
    expect(licenceAlertMail(alert(1), 'es').subject).toBe('Ecopeso: licencia LO-77 de Transportes Mata vence en 1 día');
    expect(licenceAlertMail(alert(60), 'es').subject).toBe(
      'Ecopeso: licencia LO-77 de Transportes Mata vence en 60 días',
    );
    expect(licenceAlertMail(alert(-3), 'pt').subject).toBe('Ecopeso: licença LO-77 de Transportes Mata vencida');
  });

  it('writes the day as the app does, never the ISO form', () => {
    expect(licenceAlertMail(alert(7), 'pt').text).toContain('vence em 31/01/2026.');
    expect(licenceAlertMail(alert(-3), 'pt').text).toContain('venceu em 31/01/2026.');
    expect(licenceAlertMail(alert(7), 'en').text).toContain('expires on 01/31/2026.');
    expect(licenceAlertMail(alert(7), 'es').text).toContain('vence el 31/01/2026.');
  });
});
