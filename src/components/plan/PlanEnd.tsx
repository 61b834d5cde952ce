import { useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';

export const PLAN_END_KEYS = ['planEnd', 'planEndConfirm', 'planEndYes', 'planEndNo'] as const;

interface Props {
  t: StringsOf<typeof PLAN_END_KEYS>;
  onEnd: () => void;
}

/** Ending a plan erases its progress: asked once more, in the page, rather than in a dialog. */
export default function PlanEnd({ t, onEnd }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="text-button plan-end" onClick={() => setAsking(true)}>
        {t.planEnd}
      </button>
    );
  return (
    <div className="plan-end-ask" role="group" aria-label={t.planEnd}>
      <p>{t.planEndConfirm}</p>
      <button type="button" className="text-button" onClick={onEnd}>
        {t.planEndYes}
      </button>
      <button type="button" className="text-button" autoFocus onClick={() => setAsking(false)}>
        {t.planEndNo}
      </button>
    </div>
  );
}
