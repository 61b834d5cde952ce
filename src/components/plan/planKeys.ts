// The plan's strings, apart from its island: the page picks them at build (pickStrings) and the
// island names them only as a type, so the list itself never ships in a script.
import { PLAN_FORM_KEYS } from './PlanForm.tsx';
import { PLAN_PROGRESS_KEYS } from './PlanProgress.tsx';

export const PLAN_KEYS = [...PLAN_FORM_KEYS, ...PLAN_PROGRESS_KEYS, 'notSaved'] as const;
