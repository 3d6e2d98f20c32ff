import { useTranslation } from 'react-i18next';
import { wizardSteps, type WizardStep } from './wizard-step';

/** The four steps with the current one marked (aria-current="step"), earlier ones ticked. */
export function WizardStepsNav({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  const at = wizardSteps.indexOf(current);
  return (
    <nav aria-label={t('offers.create.steps')} className="mb-3">
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {wizardSteps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          const look = {
            done: 'border-success-subtle text-success-emphasis bg-success-subtle',
            current: 'border-primary bg-primary fw-semibold',
            todo: 'border-secondary-subtle text-body-secondary',
          }[state];
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`border rounded-pill px-3 py-1 small ${look}`}
              // The theme's readable colour on its primary (white on black-on-pink themes fails contrast).
              style={state === 'current' ? { color: 'var(--dtn-primary-content, #fff)' } : undefined}
              data-testid={`wizard-step-${step}`}
            >
              <span aria-hidden="true">{state === 'done' ? '✓' : `${index + 1}.`} </span>
              {t(`offers.create.step.${step}`)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
