import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '@/components/ui/button';

/** "Salvar rascunho" (the form's submit) and "Emitir MTR", as a draft's form offers them. */
export function DraftButtons({
  size,
  busy,
  issuing,
  canIssue = true,
  onIssue,
  children,
}: {
  size?: ButtonSize;
  busy: boolean;
  issuing: boolean;
  canIssue?: boolean;
  onIssue(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('mtr');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size={size} disabled={busy}>
        {t('collection.saveDraft')}
      </Button>
      {canIssue && (
        <Button size={size} variant="primary" onClick={onIssue} disabled={busy} aria-busy={issuing}>
          {issuing ? t('collection.issuing') : t('collection.issue')}
        </Button>
      )}
      {children}
    </div>
  );
}
