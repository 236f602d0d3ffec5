import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nReady } from '@/lib/i18n';

// The app's i18n as the signed-in app starts it (lib/i18n.ts): Portuguese, every app namespace loaded before a test.
await i18nReady;

afterEach(() => cleanup());
