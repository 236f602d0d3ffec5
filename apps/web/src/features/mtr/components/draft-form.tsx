import type { ReactNode } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import type { useDraftForm } from '../hooks/use-draft-form';
import { DraftButtons } from './draft-buttons';

type DraftBody = Parameters<Parameters<typeof useDraftForm>[1]['send']>[0];

/**
 * A draft's form as "Nova coleta" and a draft's detail draw it: its fields (`children`), what its writes said, and
 * "Salvar rascunho" (the submit) and "Emitir MTR" beside the form's own `actions`.
 */
export function DraftForm<TBody extends DraftBody>({
  draft,
  size,
  canSave = true,
  canIssue = true,
  actions,
  className,
  labelledBy,
  children,
}: {
  draft: ReturnType<typeof useDraftForm<TBody>>;
  size?: ButtonSize;
  /** False while there is nothing to save (no line). */
  canSave?: boolean;
  canIssue?: boolean;
  actions?: ReactNode;
  className: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Form
      form={draft.form}
      onSubmit={draft.save}
      onInvalid={draft.onInvalid}
      className={className}
      aria-labelledby={labelledBy}
    >
      {draft.farDialog}
      {children}
      {draft.error && <Alert>{draft.error}</Alert>}
      <DraftButtons
        size={size}
        busy={draft.busy || !canSave}
        issuing={draft.issuing}
        canIssue={canIssue}
        onIssue={draft.issue}
      >
        {actions}
      </DraftButtons>
    </Form>
  );
}
