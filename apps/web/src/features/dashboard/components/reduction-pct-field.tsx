import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form';

/**
 * "Redução (%)" of a dashboard goal form (the reduction goal, the SDG 12.3 target): the reduction sought, typed as
 * a decimal in the page's language, in the form's `reductionPct`.
 */
export function ReductionPctField() {
  const { t } = useTranslation('dashboard');
  return (
    <FormTextField
      size="sm"
      name="reductionPct"
      label={t('goal.reductionPct')}
      inputMode="decimal"
      required
      className="w-36"
    />
  );
}
